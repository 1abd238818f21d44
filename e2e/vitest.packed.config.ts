import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../vitest.shared.ts'

// The packed site's journey alone (scripts/packaging.mjs runs it with LATCH_PACKED_SITE, the
// `dist` of apps/example-vite installed from the packed tarballs): none of the demo's services.
export default defineConfig(
  sharedConfig({
    include: ['src/packedSite.test.ts'],
    outputFile: { json: '.reports/packed-site.json' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 10_000 } },
  }),
)
