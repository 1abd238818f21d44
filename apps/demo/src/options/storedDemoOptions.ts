import { type DemoOptions, defaultDemoOptions, parseDemoOptions } from './demoOptions.js'

/** Where the demo keeps the visitor's options between visits. */
export const DEMO_OPTIONS_KEY = 'latch-demo:options'

/** The stored options, or the defaults when there are none or they are not JSON. */
export function readDemoOptions(storage: Pick<Storage, 'getItem'>): DemoOptions {
  try {
    const stored = storage.getItem(DEMO_OPTIONS_KEY)
    return stored === null ? defaultDemoOptions : parseDemoOptions(JSON.parse(stored))
  } catch {
    // Unreadable storage (blocked, corrupt): start from the defaults rather than fail.
    return defaultDemoOptions
  }
}

export function writeDemoOptions(storage: Pick<Storage, 'setItem'>, options: DemoOptions): void {
  try {
    storage.setItem(DEMO_OPTIONS_KEY, JSON.stringify(options))
  } catch {
    // Storage full or blocked: the options still apply, they just are not remembered.
  }
}
