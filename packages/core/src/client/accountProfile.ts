import { offersNames } from '../config/walletFeatures.js'
import { isSafeImageUrl } from '../security/safeUrl.js'
import type { AccountData } from '../services/accountData.js'
import type { Identity } from '../services/blockchainSchemas.js'
import type { LatchState } from './latchState.js'

/** What the Account view shows of the connected account besides its address (SPEC.md §2). */
export type AccountProfile = {
  /** The account this profile is of. */
  address: string
  /** Its registered name (the reverse lookup's first), else its identity's name. */
  name: string | undefined
  /** Its identity's avatar, an https or `data:image` URL; none when it has no safe one. */
  avatar: string | undefined
}

/**
 * The profile to show: the name the account registered wins over the identity's name, as it
 * is the one the visitor chose; an avatar only from a URL fit for `<img src>`.
 *
 * @example
 * selectAccountProfile('0xabc', ['ada.latch'], { name: null, avatar: null })
 * // { address: '0xabc', name: 'ada.latch', avatar: undefined }
 */
export function selectAccountProfile(
  address: string,
  names: readonly string[],
  identity: Identity | undefined,
): AccountProfile {
  const avatar = identity?.avatar ?? undefined
  return {
    address,
    name: names[0] ?? identity?.name ?? undefined,
    avatar: avatar && isSafeImageUrl(avatar) ? avatar : undefined,
  }
}

/**
 * What the profile is read for: the active account where names exist, and the name it last
 * registered (a new registration reads the profile again); `undefined` when there is none.
 */
function profileSubject(state: LatchState): string | undefined {
  const address = state.connection?.accounts[0]?.address
  if (!address || !offersNames(state.activeNamespace)) return undefined
  const registered =
    state.nameRegistration.status === 'registered' ? (state.nameRegistration.name ?? '') : ''
  return `${address}\n${registered}`
}

export type FollowAccountProfileParameters = {
  accountData: Pick<AccountData, 'getNames' | 'getIdentity'>
  getState: () => LatchState
  /** Calls `listener` after each change of the state; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void
  /** The profile changed. */
  changed: () => void
}

/**
 * Keeps the profile of the connected account (its names and identity, each cached 5 minutes
 * by the account data) as the account changes or registers a name. A failed read shows no
 * name rather than an error: the address is still shown.
 */
export function followAccountProfile({
  accountData,
  getState,
  subscribe,
  changed,
}: FollowAccountProfileParameters) {
  let subject: string | undefined
  let profile: AccountProfile | undefined

  function follow() {
    const next = profileSubject(getState())
    if (next === subject) return
    subject = next
    const address = getState().connection?.accounts[0]?.address
    if (profile && profile.address !== address) {
      profile = undefined
      changed()
    }
    if (next === undefined || !address) return
    void Promise.all([
      accountData.getNames(address).catch(() => []),
      accountData.getIdentity(address).catch(() => undefined),
    ]).then(([names, identity]) => {
      if (subject !== next) return
      profile = selectAccountProfile(address, names, identity)
      changed()
    })
  }

  const unsubscribe = subscribe(follow)
  follow()
  return {
    current: () => profile,
    stop: unsubscribe,
  }
}
