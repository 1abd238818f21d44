import { afterEach, describe, expect, it, vi } from 'vitest'
import { withoutRuntimeNotice } from './withoutRuntimeNotice.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('withoutRuntimeNotice', () => {
  it('behavior: drops oidc-provider’s runtime line, coloured or not, and lets every other warning through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loaded = await withoutRuntimeNotice(async () => {
      console.warn(
        '\x1b[31;1moidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.\x1b[0m',
      )
      console.warn('oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS.')
      console.warn('oidc-provider WARNING: a real problem')
      return 'module'
    })
    expect(loaded).toBe('module')
    expect(warn.mock.calls).toEqual([['oidc-provider WARNING: a real problem']])
  })

  it('behavior: console.warn is itself again after the load, failed or not', async () => {
    const before = console.warn
    await expect(
      withoutRuntimeNotice(async () => {
        throw new Error('no module')
      }),
    ).rejects.toThrowError('no module')
    expect(console.warn).toBe(before)
  })
})
