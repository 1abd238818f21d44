// Test-only setup: the machines load before each test file, so that every `createLatch` in
// it starts them synchronously, as a page does once it has loaded them. The lazy path has its
// own tests (`*.lazy.test.ts`), which run without this.
import { preloadLatchRuntime } from '../client/loadLatchRuntime.js'

await preloadLatchRuntime()
