import { describe, expect, it } from 'vitest'
import { applyFrameTheme } from './frameTheme.js'

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
  it("behavior: sets the mode and the modal's --latch-* variables", () => {
    const root = fakeRoot()
    applyFrameTheme(root, {
      themeMode: 'light',
      themeVariables: { '--latch-accent': '#ff0066', '--latch-font-size-master': '12px' },
    })
    expect(root.attributes).toEqual({ 'data-theme': 'light' })
    expect(root.properties).toEqual({
      '--latch-accent': '#ff0066',
      '--latch-font-size-master': '12px',
    })
  })

  it('behavior: other names and values that could load or break out are left out', () => {
    const root = fakeRoot()
    applyFrameTheme(root, {
      themeVariables: {
        color: 'red',
        '--other': 'red',
        '--latch-accent': 'url(https://example.com/x)',
        '--latch-color-background': 'red; background: url(x)',
        '--latch-font-family': 'a}b',
      },
    })
    expect(root.attributes).toEqual({})
    expect(root.properties).toEqual({})
  })
})
