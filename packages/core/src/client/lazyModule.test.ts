import { describe, expect, it, vi } from 'vitest'
import { lazyModule } from './lazyModule.js'

describe('lazyModule', () => {
  it('default: imports once, then the module is there synchronously', async () => {
    const module = { name: 'runtime' }
    const importModule = vi.fn(async () => module)
    const lazy = lazyModule(importModule)
    expect(lazy.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([lazy.load(), lazy.load()])
    expect(first).toBe(module)
    expect(second).toBe(module)
    expect(lazy.loaded()).toBe(module)
    await lazy.load()
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  it('behavior: a failed import rejects with its reason and is tried again next time', async () => {
    const importModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce('module')
    const lazy = lazyModule(importModule)
    await expect(lazy.load()).rejects.toThrowError(
      'Latch could not load its state machines: chunk gone',
    )
    expect(lazy.loaded()).toBeUndefined()
    await expect(lazy.load()).resolves.toBe('module')
    expect(importModule).toHaveBeenCalledTimes(2)
  })
})
