// Test-only: a real Latch client with some of its parts replaced by the test's doubles.
import type { LatchClient } from '@latch/core'
import type { PairingActors } from '../modal/pairingActor.js'

export type ClientParts = Partial<
  Pick<
    LatchClient,
    'wallets' | 'accountData' | 'sendTokens' | 'registerName' | 'getNameSuggestions'
  >
> & {
  /** Actors core's client does not run yet (the WalletConnect pairing), beside its own. */
  actors?: PairingActors
}

/**
 * `latch` with `parts` in place of its own; everything else (state, subscriptions, calls) is
 * the live client's. Needs the machines running (the test setup preloads them) when `actors`
 * is given.
 */
export function withParts(latch: LatchClient, { actors, ...parts }: ClientParts): LatchClient {
  const replaced = actors ? { ...parts, actors: { ...latch.actors, ...actors } } : parts
  return Object.create(latch, Object.getOwnPropertyDescriptors(replaced)) as LatchClient
}
