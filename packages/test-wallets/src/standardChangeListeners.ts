/** The `change` listeners of a wallet-standard wallet, and the change it reports to them. */
export type StandardChangeListeners<Properties> = {
  /** `standard:events`' `on` (or a namespace's alias of it); other events never fire. */
  on(event: string, listener: (properties: Properties) => void): () => void
  emit(properties: Properties): void
}

/**
 * The `change` event of a wallet-standard test wallet, for its `standard:events` feature and
 * a namespace's alias of it (`bitcoin:events`).
 *
 * @example
 * const changes = createStandardChangeListeners<StandardEventsChangeProperties>()
 * const off = changes.on('change', ({ accounts }) => console.log(accounts))
 * changes.emit({ accounts: [] })
 */
export function createStandardChangeListeners<Properties>(): StandardChangeListeners<Properties> {
  const listeners = new Set<(properties: Properties) => void>()
  return {
    on(event, listener) {
      if (event !== 'change') return () => {}
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit(properties) {
      // A listener that unsubscribes while it is told must not skip the next one.
      for (const listener of [...listeners]) listener(properties)
    },
  }
}
