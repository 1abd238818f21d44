// Test-only: a real Latch client with the embedded wallet, over core's fake secure frame (it
// answers every request of the frame protocol as the real frame does, from an in-memory wallet;
// its one-time code is `frame.wallet.otp`).
import { createLatch, type LatchConfig, memoryBackend } from '@latch/core'
import {
  createFakeSecureFrame,
  type FakeSecureFrame,
  testAuthAdapter,
} from '@latch/core/conformance'
import { mainnet, optimism } from '@latch/core/networks'

export type AuthTestLatchOptions = {
  frame?: FakeSecureFrame
  /** The eip155 adapter, which takes the embedded wallet; core's `testAuthAdapter()` by default. */
  adapter?: ReturnType<typeof testAuthAdapter>
  config?: Partial<LatchConfig>
}

/** A client whose only adapter takes the embedded wallet, with `auth` on the fake frame. */
export function createAuthTestLatch({
  frame = createFakeSecureFrame(),
  adapter = testAuthAdapter(),
  config = {},
}: AuthTestLatchOptions = {}) {
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: memoryBackend(),
    auth: frame.config,
    ...config,
  })
  return { latch, frame, adapter }
}
