// Test-only (excluded from the build): a client whose embedded wallet is the fake secure frame,
// for the tests of the email, social and secure-frame actions, which all start from one.
import { submitEmail } from '../actions/submitEmail.js'
import { waitForEmailCode } from '../actions/waitForEmailCode.js'
import { createLatch } from '../client/createLatch.js'
import { createFakeSecureFrame, type FakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend, type StorageBackend } from '../storage/storageBackend.js'

export type AuthLatchOptions = { frame?: FakeSecureFrame; backend?: StorageBackend }

/** `createLatch` with `auth` on a fake secure frame and an eip155 adapter that takes it. */
export function authLatch(options: AuthLatchOptions = {}) {
  const frame = options.frame ?? createFakeSecureFrame()
  const backend = options.backend ?? memoryBackend()
  const adapter = testAuthAdapter()
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: backend,
    auth: frame.config,
  })
  const storage = createStorage({ backend, warn: () => {} })
  return { frame, adapter, latch, storage }
}

/** {@link authLatch}, logged in by email with the frame's one-time code. */
export async function emailSignedIn(options: AuthLatchOptions = {}) {
  const setup = authLatch(options)
  await submitEmail(setup.latch, { email: 'ada@example.com' })
  setup.frame.enterCode(setup.frame.wallet.otp)
  await waitForEmailCode(setup.latch)
  return setup
}
