/** The events of an emitter: each name with its listener's signature. */
export type EventMap = { [event: string]: (...args: never[]) => void }

/** Listeners of typed events, with the `on` / `removeListener` of EIP-1193 providers. */
export type Emitter<Events extends EventMap> = {
  on<E extends keyof Events>(event: E, listener: Events[E]): void
  removeListener<E extends keyof Events>(event: E, listener: Events[E]): void
  /** Calls the event's listeners in the order they came, those of the moment it is called. */
  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void
}

/**
 * An emitter of `Events`, for providers and clients that report to listeners (the embedded
 * wallet's and WalletConnect's providers, WalletConnect clients).
 *
 * @example
 * const events = createEmitter<{ disconnect: (error: unknown) => void }>()
 * events.on('disconnect', (error) => console.warn(error))
 * events.emit('disconnect', new Error('gone'))
 */
export function createEmitter<Events extends EventMap>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Events[keyof Events]>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as (...values: typeof args) => void)(...args)
      }
    },
  }
}
