import { describe, expect, it } from 'vitest'
import { defaultDemoOptions } from './demoOptions.js'
import { DEMO_OPTIONS_KEY, readDemoOptions, writeDemoOptions } from './storedDemoOptions.js'

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('stored demo options', () => {
  it('default: nothing stored gives the defaults', () => {
    expect(readDemoOptions(memoryStorage())).toBe(defaultDemoOptions)
  })

  it('behavior: written options are read back under latch-demo:options', () => {
    const storage = memoryStorage()
    const options = { ...defaultDemoOptions, embedded: true }
    writeDemoOptions(storage, options)
    expect(JSON.parse(storage.getItem('latch-demo:options') ?? '')).toEqual(options)
    expect(readDemoOptions(storage)).toEqual(options)
  })

  it('behavior: a value that is not JSON gives the defaults', () => {
    expect(readDemoOptions(memoryStorage({ [DEMO_OPTIONS_KEY]: '{"features":' }))).toBe(
      defaultDemoOptions,
    )
  })

  it('behavior: storage that throws neither breaks reading nor writing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readDemoOptions(blocked)).toBe(defaultDemoOptions)
    expect(() => writeDemoOptions(blocked, defaultDemoOptions)).not.toThrow()
  })
})
