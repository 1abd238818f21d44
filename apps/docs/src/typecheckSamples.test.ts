import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CodeSample } from './codeSamples.js'
import { pageSamples, readmeSamples } from './documentationSamples.js'
import { packagesDirectory, samplesDirectory } from './paths.js'
import { listPublishablePackages } from './publishablePackages.js'
import { typecheckSamples } from './typecheckSamples.js'

describe('typecheckSamples', () => {
  it('behavior: an error is placed at the page and line of the sample that has it', async () => {
    const samples: CodeSample[] = [
      { page: 'a.md', line: 10, lang: 'ts', file: 'sample-10.ts', code: 'const ok: number = 1' },
      {
        page: 'b.md',
        line: 3,
        lang: 'ts',
        file: 'sample-3.ts',
        code: "const fine = 1\nconst wrong: number = 'one'",
      },
      {
        page: 'b.md',
        line: 20,
        lang: 'ts',
        file: 'sample-20.ts',
        code: "// Not type-checked: shows a mistake\nconst wrong: number = 'one'",
        skipReason: 'shows a mistake',
      },
    ]
    const { compiled, diagnostics } = await typecheckSamples(
      samples,
      join(samplesDirectory, 'self-test'),
    )
    expect(compiled).toBe(2)
    expect(diagnostics).toEqual([
      {
        page: 'b.md',
        line: 5,
        message: "error TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ])
  })

  it('behavior: every ts and tsx sample of the pages and of the published READMEs compiles against the packages', async () => {
    // One tsc run for both: most of its time goes to reading the packages' sources, once.
    const pages = await pageSamples()
    const readmes = await readmeSamples(await listPublishablePackages(packagesDirectory))
    const samples = [...pages, ...readmes]
    const skipped = samples.filter((sample) => sample.skipReason)
    const { compiled, diagnostics } = await typecheckSamples(
      samples,
      join(samplesDirectory, 'documentation'),
    )
    console.info(
      `code samples: ${compiled} compiled, ${skipped.length} not type-checked` +
        skipped.map((sample) => `\n  ${sample.page}:${sample.line}: ${sample.skipReason}`).join(''),
    )
    expect(
      diagnostics.map(({ page, line, message }) => `${page}:${line}: ${message}`).join('\n'),
    ).toBe('')
    const compiledIn = (list: readonly CodeSample[]) => list.filter((each) => !each.skipReason)
    expect(compiledIn(pages).length).toBeGreaterThan(0)
    expect(compiledIn(readmes).length).toBeGreaterThan(0)
    // Skipping is for the rare sample that cannot compile on its own, each saying why.
    expect(skipped.filter((sample) => pages.includes(sample)).length).toBeLessThanOrEqual(3)
    expect(skipped.filter((sample) => readmes.includes(sample)).length).toBeLessThanOrEqual(3)
  })
})
