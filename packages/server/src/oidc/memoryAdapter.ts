import type { Adapter, AdapterPayload } from 'oidc-provider'

type Entry = { payload: AdapterPayload; expiresAt: number | undefined }

/**
 * The local provider's storage: one map per process, entries dropped when they expire. A
 * restart forgets every sign-in in progress, which a development provider may.
 */
export function memoryAdapterFactory(now: () => number = Date.now) {
  const entries = new Map<string, Entry>()
  const byGrant = new Map<string, Set<string>>()

  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`
    const read = (id: string) => {
      const entry = entries.get(key(id))
      if (entry?.expiresAt !== undefined && entry.expiresAt <= now()) {
        entries.delete(key(id))
        return undefined
      }
      return entry?.payload
    }
    const find = (predicate: (payload: AdapterPayload) => boolean) => {
      for (const [stored, entry] of entries) {
        if (stored.startsWith(`${name}:`) && predicate(entry.payload)) return entry.payload
      }
      return undefined
    }
    return {
      async upsert(id, payload, expiresIn) {
        entries.set(key(id), {
          payload,
          expiresAt: expiresIn ? now() + expiresIn * 1000 : undefined,
        })
        if (payload.grantId) {
          const ids = byGrant.get(payload.grantId) ?? new Set<string>()
          ids.add(key(id))
          byGrant.set(payload.grantId, ids)
        }
      },
      find: async (id) => read(id),
      findByUid: async (uid) => find((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => find((payload) => payload.userCode === userCode),
      async consume(id) {
        const payload = read(id)
        if (payload) payload.consumed = Math.floor(now() / 1000)
      },
      async destroy(id) {
        entries.delete(key(id))
      },
      async revokeByGrantId(grantId) {
        for (const stored of byGrant.get(grantId) ?? []) entries.delete(stored)
        byGrant.delete(grantId)
      },
    }
  }
}
