// Test-only: a real Latch client with some of its parts replaced by the test's doubles.

import type {
  AccountData,
  BlockchainService,
  LatchActors,
  LatchClient,
  LatchInternal,
  LatchRuntime,
  WalletRegistry,
} from '@latch/core'

export type ClientParts = {
  wallets?: WalletRegistry
  accountData?: AccountData
  /** The blockchain service's client, with only the calls a test answers. */
  blockchain?: () => Promise<Partial<BlockchainService>>
  /** Actors in place of the client's own (a pairing the test drives). */
  actors?: Partial<LatchActors>
  /** The embedded wallet as the frame actions reach it (`syncTheme`, `showFrame`...). */
  auth?: Partial<NonNullable<LatchInternal['auth']>>
}

/**
 * `latch` with `parts` in place of its own, where the actions reach them (its services, its
 * running machines); everything else (state, subscriptions, calls) is the live client's.
 */
export function withParts(
  latch: LatchClient,
  { actors, auth, blockchain, ...rest }: ClientParts,
): LatchClient {
  const internal = latch._internal
  // A test answers only the calls it needs of the blockchain service.
  const services = {
    ...rest,
    ...(blockchain ? { blockchain: blockchain as () => Promise<BlockchainService> } : {}),
  }
  // The services in place, where the running machines reach them too (the send form reads
  // the balances through them).
  Object.assign(internal.services, services)
  const replace = (runtime: LatchRuntime): LatchRuntime => ({
    ...runtime,
    ...(actors ? { actors: { ...runtime.actors, ...actors } } : {}),
  })
  const replaced: LatchInternal = {
    ...internal,
    services: { ...internal.services, ...services },
    ...(auth ? { auth: { ...internal.auth, ...auth } as LatchInternal['auth'] } : {}),
    run: (use) => internal.run((runtime) => use(replace(runtime))),
    command: (use) => internal.command((runtime) => use(replace(runtime))),
    runtime: () => {
      const runtime = internal.runtime()
      return runtime && replace(runtime)
    },
  }
  return Object.create(latch, { _internal: { value: replaced } }) as LatchClient
}
