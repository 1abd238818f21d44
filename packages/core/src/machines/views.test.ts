import { describe, expect, it } from 'vitest'
import { isView, views } from './views.js'

describe('views', () => {
  it('default: the nineteen views of SPEC.md §2, starting at Connect, then the pay feature’s Pay', () => {
    expect(views).toHaveLength(20)
    expect(views[0]).toBe('Connect')
    // SPEC.md §2 lists pay among the feature parts loaded on demand, with no view named.
    expect(views.at(-1)).toBe('Pay')
  })
  it('behavior: isView accepts views and nothing else', () => {
    expect(isView('SIWXSignMessage')).toBe(true)
    expect(isView('Networks')).toBe(false)
    expect(isView(undefined)).toBe(false)
  })
})
