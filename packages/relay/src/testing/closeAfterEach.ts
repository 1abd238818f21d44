import { afterEach } from 'vitest'

type Closable = { close(): Promise<void> }

/**
 * Registers an `afterEach` that closes what each test opened, the last opened first (clients
 * before the relay they talk to: the relay then closes no connection of its own). Returns
 * `keep`, which hands back what it is given once it is on the list.
 *
 * @example
 * const keep = closeAfterEach()
 * const relay = async () => keep(await startTestRelay({ database }))
 */
export function closeAfterEach(): <T extends Closable>(opened: T) => T {
  const open: Closable[] = []
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close()
  })
  return (opened) => {
    open.push(opened)
    return opened
  }
}
