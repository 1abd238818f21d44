import type { ChainNamespace } from '../caip/chainNamespace.js'
import { RECENT_WALLETS_MAX } from '../constants/limits.js'
import { issuesOf } from '../validation/shape.js'
import type { Wallet } from './schemas.js'
import type { StorageBackend } from './storageBackend.js'
import {
  jsonCodec,
  type StorageItemName,
  type StorageItems,
  type StorageValue,
  storageItems,
  storageKeyOf,
} from './storageItems.js'

/** Items stored per namespace take the namespace as an extra argument. */
type Scope<Name extends StorageItemName> = StorageItems[Name] extends { perNamespace: true }
  ? [namespace: ChainNamespace]
  : []

export type LatchStorage = {
  /** The stored value, or `undefined` when absent, corrupt or of a foreign shape. */
  get<Name extends StorageItemName>(
    name: Name,
    ...scope: Scope<Name>
  ): StorageValue<Name> | undefined
  /** Stores a value; a value that breaks its schema or a full storage only warns. */
  set<Name extends StorageItemName>(
    name: Name,
    value: StorageValue<Name>,
    ...scope: Scope<Name>
  ): void
  remove<Name extends StorageItemName>(name: Name, ...scope: Scope<Name>): void
  /** Puts a wallet first among the recent wallets, keeping at most two, each once. */
  addRecentWallet(wallet: Wallet): void
}

export type CreateStorageParameters = {
  backend: StorageBackend
  /** Where dropped values are reported; `console.warn` by default. */
  warn?: (message: string, cause?: unknown) => void
}

/**
 * A typed view of the persisted values of SPEC.md §3 over any backend. Reading never throws:
 * corrupt or foreign values are removed, reported through `warn`, and read as absent.
 *
 * @example
 * const storage = createStorage({ backend: localStorageBackend() })
 * storage.set('activeNamespace', 'solana')
 * storage.get('connectedConnectorId', 'eip155')
 */
export function createStorage({
  backend,
  warn = (message, cause) => console.warn(`[latch] ${message}`, cause ?? ''),
}: CreateStorageParameters): LatchStorage {
  function codecOf(name: StorageItemName) {
    const entry = storageItems[name]
    return 'codec' in entry ? entry.codec : jsonCodec
  }

  const storage: LatchStorage = {
    get(name, ...[namespace]) {
      const key = storageKeyOf(name, namespace)
      let text: string | null
      try {
        text = backend.getItem(key)
      } catch (error) {
        warn(`could not read "${key}"`, error)
        return undefined
      }
      if (text === null) return undefined
      let decoded: unknown
      try {
        decoded = codecOf(name).decode(text)
      } catch (error) {
        return drop(key, error)
      }
      const issues = issuesOf(storageItems[name].schema, decoded)
      if (issues.length) return drop(key, issues)
      return decoded as StorageValue<typeof name>
    },
    set(name, value, ...[namespace]) {
      const key = storageKeyOf(name, namespace)
      const issues = issuesOf(storageItems[name].schema, value)
      if (issues.length) {
        warn(`refused to store an invalid value under "${key}"`, issues)
        return
      }
      try {
        backend.setItem(key, codecOf(name).encode(value))
      } catch (error) {
        warn(`could not store "${key}"`, error)
      }
    },
    remove(name, ...[namespace]) {
      const key = storageKeyOf(name, namespace)
      try {
        backend.removeItem(key)
      } catch (error) {
        warn(`could not remove "${key}"`, error)
      }
    },
    addRecentWallet({ installed: _installed, badge_type: _badge, ...wallet }) {
      // Whether it is installed, and its badge, are today's facts, not worth remembering.
      const others = (storage.get('recentWallets') ?? []).filter(({ id }) => id !== wallet.id)
      storage.set('recentWallets', [wallet, ...others].slice(0, RECENT_WALLETS_MAX))
    },
  }

  function drop(key: string, cause: unknown): undefined {
    warn(`dropped a corrupt or foreign value under "${key}"`, cause)
    try {
      backend.removeItem(key)
    } catch {
      // A backend that cannot remove still must not break the read.
    }
    return undefined
  }

  return storage
}
