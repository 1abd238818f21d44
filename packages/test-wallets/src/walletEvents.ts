/** A listener of one of the wallet's EIP-1193 events. */
export type WalletListener = (payload: unknown) => void

/** The wallet's EIP-1193 events: listeners per event, and emitting to them. */
export type WalletEvents = {
  emit(event: string, payload: unknown): void
  on(event: string, listener: WalletListener): void
  removeListener(event: string, listener: WalletListener): void
}

const events = new Set(['accountsChanged', 'chainChanged', 'connect', 'disconnect', 'message'])

/** The EIP-1193 event emitter of one wallet; `on` ignores events EIP-1193 does not define. */
export function createWalletEvents(): WalletEvents {
  const listeners = new Map<string, Set<WalletListener>>()
  return {
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          // A failing listener must not break the wallet, nor go unnoticed.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    on(event, listener) {
      if (!events.has(event)) return
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
