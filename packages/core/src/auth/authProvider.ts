import type { AuthProvider, AuthProviderEvents } from '../adapters/chainAdapter.js'

/** What an auth provider forwards to once the embedded wallet has loaded. */
export type AuthProviderTarget = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  disconnect(): Promise<void>
}

/** An {@link AuthProvider} whose maker tells its listeners of events. */
export type LazyAuthProvider = AuthProvider & {
  emit<E extends keyof AuthProviderEvents>(
    event: E,
    ...args: Parameters<AuthProviderEvents[E]>
  ): void
}

type Listener = (...args: never[]) => void

/**
 * The embedded wallet's EIP-1193 provider as a page holds it before the wallet has loaded:
 * listeners are kept here, and the first request loads the secure frame (`load`), so that an
 * adapter can list the AUTH connector at once and nothing of the frame loads until it is used.
 *
 * @example
 * const provider = createAuthProvider(async () => (await session()).provider('eip155'))
 * await provider.request({ method: 'eth_accounts' }) // loads the frame, then asks it
 */
export function createAuthProvider(load: () => Promise<AuthProviderTarget>): LazyAuthProvider {
  const listeners = new Map<string, Set<Listener>>()
  return {
    request: async (args) => (await load()).request(args),
    disconnect: async () => (await load()).disconnect(),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as unknown as (...values: typeof args) => void)(...args)
      }
    },
  }
}
