// Test-only: every client of a test file starts its machines at once (as on a page whose
// visitor has already opened the modal), so that tests may read `getActors(client)` right after
// `createLatch`. The `*.lazy.test.tsx` files run without it: a page before the first click.
import { preloadLatchRuntime } from '@latch/core'

await preloadLatchRuntime()
