import type { EmbeddedAccountType } from '@latch/frame-protocol'
import type { AuthProvider, AuthProviderEvents } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { createEmitter } from '../events/createEmitter.js'

/** What an auth provider forwards to once the embedded wallet has loaded. */
export type AuthProviderTarget = Pick<
  AuthProvider,
  'connect' | 'reconnect' | 'switchNetwork' | 'request' | 'disconnect'
> & {
  /** The embedded wallet's only (WalletConnect's session has no account types to switch). */
  setAccountType?(type: EmbeddedAccountType): Promise<void>
}

/** An {@link AuthProvider} whose maker tells its listeners of events. */
export type LazyAuthProvider = AuthProvider & {
  emit<E extends keyof AuthProviderEvents>(
    event: E,
    ...args: Parameters<AuthProviderEvents[E]>
  ): void
}

/**
 * The embedded wallet's provider of one namespace as a page holds it before the wallet has
 * loaded: listeners are kept here, and the first call loads the secure frame (`load`), so that
 * an adapter can list the AUTH connector at once and nothing of the frame loads until it is
 * used.
 *
 * @example
 * const provider = createAuthProvider('eip155', async () => (await session()).provider('eip155'))
 * await provider.request({ method: 'eth_accounts' }) // loads the frame, then asks it
 */
export function createAuthProvider(
  namespace: ChainNamespace,
  load: () => Promise<AuthProviderTarget>,
): LazyAuthProvider {
  return {
    namespace,
    connect: async (parameters) => (await load()).connect(parameters),
    reconnect: async () => (await load()).reconnect(),
    switchNetwork: async (network) => (await load()).switchNetwork(network),
    request: async (args) => (await load()).request(args),
    disconnect: async () => (await load()).disconnect(),
    ...createEmitter<AuthProviderEvents>(),
  }
}
