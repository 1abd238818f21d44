/**
 * Where a test wallet keeps the sites it was granted to, as browser wallets keep their
 * per-origin permissions, so that a reload reconnects without a prompt: e.g.
 * `{ storage: localStorage, key: 'my-app:test-wallet-grant' }`. Forgotten by default.
 */
export type RememberSite = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  readonly key: string
}

/** A grant as the wallet stores it: the text it wrote, or `undefined` for none. */
export type SiteGrant = {
  load(): string | undefined
  save(grant: string | undefined): void
}

/** The grant store of `remember`; one that keeps nothing without it. */
export function siteGrant(remember: RememberSite | undefined): SiteGrant {
  return {
    load: () => remember?.storage.getItem(remember.key) ?? undefined,
    save(grant) {
      if (!remember) return
      if (grant === undefined) remember.storage.removeItem(remember.key)
      else remember.storage.setItem(remember.key, grant)
    },
  }
}
