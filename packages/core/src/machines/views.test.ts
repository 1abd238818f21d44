import { describe, expect, it } from 'vitest'
import { isView, views } from './views.js'

describe('views', () => {
  it('default: the nineteen views of SPEC.md §2, starting at Connect', () => {
    expect(views).toHaveLength(19)
    expect(views[0]).toBe('Connect')
  })
  it('behavior: isView accepts views and nothing else', () => {
    expect(isView('SIWXSignMessage')).toBe(true)
    expect(isView('Networks')).toBe(false)
    expect(isView(undefined)).toBe(false)
  })
})
