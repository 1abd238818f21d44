import type { Queryable } from '../db/database.js'
import { createWalletIndex, type WalletIndex } from './walletIndex.js'
import { readWalletRegistry, walletRegistryFingerprint } from './walletStore.js'

export type CreateLiveWalletIndexParameters = {
  db: Pick<Queryable, 'query'>
  /**
   * How often the seed fingerprint is read again: another process on the same database may
   * have seeded another registry since. 2 s by default.
   */
  checkIntervalMs?: number | undefined
  now?: (() => number) | undefined
  /** Where a failed check in the background is reported; `console.error` by default. */
  onError?: ((error: unknown) => void) | undefined
}

export type LiveWalletIndex = {
  /**
   * The index of the registry: the first call waits for it to load; later ones get the one in
   * memory at once, and start a check in the background when the last began
   * `checkIntervalMs` ago or more.
   */
  current(): Promise<WalletIndex>
}

const defaultCheckIntervalMs = 2_000

/**
 * The `wallets` table as a `WalletIndex`, kept in step with it. The table changes only when a
 * registry is seeded, and every seeding writes its fingerprint in the same transaction: one
 * small read every few seconds follows a reseed by any process. A changed registry is loaded in
 * the background while the previous one still answers (a load of 100,000 wallets takes
 * seconds), then swapped in; a failed check keeps the one in memory.
 *
 * @example
 * const registry = createLiveWalletIndex({ db })
 * const { count, wallets } = (await registry.current()).find({ page: 1, entries: 40 })
 */
export function createLiveWalletIndex({
  db,
  checkIntervalMs = defaultCheckIntervalMs,
  now = Date.now,
  onError = (error) => console.error('[latch-server] wallet registry check failed', error),
}: CreateLiveWalletIndexParameters): LiveWalletIndex {
  let index: WalletIndex | undefined
  let firstLoad: Promise<WalletIndex> | undefined
  let checking = false
  let checkedAt = Number.NEGATIVE_INFINITY

  async function load(): Promise<WalletIndex> {
    const startedAt = now()
    const { fingerprint, wallets } = await readWalletRegistry(db)
    index = createWalletIndex(fingerprint ?? '', wallets)
    checkedAt = startedAt
    return index
  }

  async function check(served: WalletIndex): Promise<void> {
    const fingerprint = (await walletRegistryFingerprint(db)) ?? ''
    // Loaded with the rows again: a reseed may land between the two reads.
    if (fingerprint !== served.version) await load()
  }

  return {
    current() {
      if (!index) {
        firstLoad ??= load().finally(() => {
          firstLoad = undefined
        })
        return firstLoad
      }
      if (!checking && now() - checkedAt >= checkIntervalMs) {
        checking = true
        checkedAt = now()
        check(index)
          .catch(onError)
          .finally(() => {
            checking = false
          })
      }
      return Promise.resolve(index)
    },
  }
}
