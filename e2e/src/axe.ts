import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

export type AxeFinding = { id: string; impact: string; nodes: string[] }

/**
 * The serious and critical axe violations of what the page shows now (WCAG 2.x A and AA
 * rules), scoped to the modal when it is open so that the demo page's own layout does not
 * hide or drown the modal's findings.
 */
export async function seriousAxeViolations(page: Page, scope?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ])
  if (scope) builder = builder.include(scope)
  const { violations } = await builder.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
}
