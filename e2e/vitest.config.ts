import { configDefaults, defineConfig } from 'vitest/config'
import { sharedConfig } from '../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    globalSetup: ['./src/demoServer.ts'],
    // Run by scripts/packaging.mjs on the site it installs from the packed packages
    // (vitest.packed.config.ts).
    exclude: [...configDefaults.exclude, 'src/packedSite.test.ts'],
    // One browser at a time: the machine has two cores.
    fileParallelism: false,
    // One worker runs every file: they share its module graph (viem, the chains' SDKs, the
    // testkit), which each file importing anew cost about 300 s of a full run.
    isolate: false,
    // A journey takes 5–20 s alone and up to three and a half times that beside the other
    // packages' tests on two cores (CI: the email journey passed 60 s, 18 s alone; the buy
    // journey took 28 s, 11 s alone). The limit only catches a hang, so it leaves that margin.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default, but the outcomes the journeys poll for (the
    // demo panel's address after a login, its '—' after a sign-out, which SPEC.md lets take up
    // to 3000 ms) cross the frame and the server: on two busy cores they took longer than 1 s,
    // and a journey failed with nothing wrong. Locators already wait up to 30 s.
    expect: { poll: { timeout: 10_000 } },
  }),
)
