import { describe, expect, it } from 'vitest'
import { frameStyles } from '../../src/frame/frameStyles.js'
import { applyFrameTheme, approveColours, contrastRatio, relativeLuminance } from './frameTheme.js'

function fakeRoot() {
  const attributes: Record<string, string> = {}
  const properties: Record<string, string> = {}
  return {
    attributes,
    properties,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value
    },
    style: {
      setProperty: (name: string, value: string) => {
        properties[name] = value
      },
    },
  }
}

describe('applyFrameTheme', () => {
  it('behavior: the page sets the mode and the Approve button’s accent, nothing else', () => {
    const root = fakeRoot()
    applyFrameTheme(root, {
      themeMode: 'light',
      themeVariables: {
        '--latch-accent': '#ff0066',
        '--latch-font-size-master': '1px',
        '--latch-color-foreground': '#ffffff',
        '--latch-color-background': '#ffffff',
      },
    })
    expect(root.attributes).toEqual({ 'data-theme': 'light' })
    expect(root.properties).toEqual({
      '--latch-approve-background': '#d90057',
      '--latch-approve-text': '#ffffff',
    })
  })

  it('behavior: an accent that is not a plain hex colour is ignored', () => {
    const root = fakeRoot()
    for (const accent of [
      'url(https://example.com/x)',
      'red; background: url(x)',
      'red',
      '#12345',
    ]) {
      applyFrameTheme(root, { themeVariables: { '--latch-accent': accent } })
    }
    expect(root.properties).toEqual({})
  })
})

describe('approveColours', () => {
  it('behavior: any accent gets text at 4.5:1 at least (WCAG AA)', () => {
    for (let value = 0; value < 0x1000000; value += 0x010203) {
      const accent = `#${value.toString(16).padStart(6, '0')}`
      const { background, text } = approveColours(accent)
      const channels = (hex: string) =>
        [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
          number,
          number,
          number,
        ]
      const ratio = contrastRatio(
        relativeLuminance(channels(background)),
        relativeLuminance(channels(text)),
      )
      expect(ratio, accent).toBeGreaterThanOrEqual(4.5)
    }
    expect(approveColours('#3b82f6')).toEqual({ background: '#326fd1', text: '#ffffff' })
  })
})

describe('the card’s fixed colours', () => {
  it('behavior: each text colour on its background is 4.5:1 at least, in both modes', () => {
    const modes = frameStyles.split(':root[data-theme="light"]')
    for (const block of modes) {
      const colour = (name: string) => {
        const hex = new RegExp(`--latch-${name}: (#[0-9a-f]{6})`).exec(block)?.[1]
        if (!hex) throw new Error(`no ${name}`)
        return relativeLuminance(
          [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
            number,
            number,
            number,
          ],
        )
      }
      expect(
        contrastRatio(colour('color-foreground'), colour('color-background')),
      ).toBeGreaterThanOrEqual(4.5)
      expect(
        contrastRatio(colour('color-foreground'), colour('color-surface')),
      ).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(colour('color-muted'), colour('color-surface'))).toBeGreaterThanOrEqual(
        4.5,
      )
      expect(
        contrastRatio(colour('color-muted'), colour('color-background')),
      ).toBeGreaterThanOrEqual(4.5)
    }
  })
})
