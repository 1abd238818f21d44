// The chain side of the adapter, over @polkadot/api: loaded with `import()` on the first read
// or send, never with the page or the first connect.
// The types of the Substrate pallets' events and errors (`api.events.system.ExtrinsicFailed`),
// without their runtime module.
/// <reference types="@polkadot/api-augment" />
import { AdapterError, type CaipNetwork, formatUnits } from '@latch/core'
import { ApiPromise, type SubmittableResult, WsProvider } from '@polkadot/api'
import type { ApiOptions, Signer, SubmittableExtrinsic } from '@polkadot/api/types'
import { metadataOfOldRuntime } from './polkadotMetadata.js'

const namespace = 'polkadot'

export type PolkadotChainParameters = {
  /** The WebSocket URL of a network's node; throws NOT_SUPPORTED for one without. */
  urlOf(network: CaipNetwork): string
  confirmationTimeoutMs: number
  /** Whether a transaction is done once in a block, or once that block is final. */
  confirmation: 'inBlock' | 'finalized'
}

type Transfer = SubmittableExtrinsic<'promise'>

/** A transfer ready for the extension, the existential deposit rules checked. */
export type PreparedTransfer = { api: ApiPromise; tx: Transfer; fee: bigint }

/** See {@link createPolkadotChain}. */
export type PolkadotChain = {
  /**
   * What the account can move, the free balance less what is frozen (locks, holds), with the
   * free and reserved figures it comes from.
   */
  balanceOf(
    address: string,
    network: CaipNetwork,
  ): Promise<{ transferable: bigint; free: bigint; reserved: bigint }>
  /** The SS58 prefix the chain states (`system_properties`), the generic 42 without one. */
  ss58Prefix(network: CaipNetwork): Promise<number>
  /**
   * The transfer as the extension will sign it, and its fee (`paymentInfo`), once the
   * existential deposit rules hold (`INVALID_AMOUNT` otherwise, before any prompt).
   */
  prepareTransfer(parameters: {
    from: string
    to: string
    amount: bigint
    network: CaipNetwork
  }): Promise<PreparedTransfer>
  /** A raw JSON-RPC call to the network's node (`params` as a list, or one value). */
  request(network: CaipNetwork, method: string, params: unknown): Promise<unknown>
  /** Has the extension sign the prepared transfer, submits it, and gives its hash. */
  send(prepared: PreparedTransfer, from: string, signer: Signer): Promise<string>
  /** Waits for a transaction sent through this adapter to be in a (final) block. */
  waitFor(id: string): Promise<void>
  /** Ends the node connections. */
  close(): Promise<void>
}

/** The parts of `system.account` a transfer and a balance need, in planck. */
type AccountFunds = { free: bigint; reserved: bigint; frozen: bigint; exists: boolean }

/** How a submitted transaction ended: in a block, or failed with the runtime's reason. */
type Outcome = { ok: true } | { ok: false; reason: string }

function toBigInt(value: unknown): bigint {
  return value === undefined || value === null ? 0n : BigInt(String(value))
}

// Math.max takes no bigint.
function larger(a: bigint, b: bigint): bigint {
  if (a >= b) return a
  return b
}

/** Frozen funds as either generation of the balances pallet stores them. */
function fundsOf(info: unknown): AccountFunds {
  const { data, providers, sufficients } = info as {
    data: Record<string, unknown>
    providers?: unknown
    sufficients?: unknown
  }
  const free = toBigInt(data.free)
  const frozen =
    data.frozen !== undefined
      ? toBigInt(data.frozen)
      : larger(toBigInt(data.miscFrozen), toBigInt(data.feeFrozen))
  const exists = toBigInt(providers) + toBigInt(sufficients) > 0n || free > 0n
  return { free, reserved: toBigInt(data.reserved), frozen, exists }
}

/** The runtime's name of a failed extrinsic's error, such as `balances.InsufficientBalance`. */
function failureOf(api: ApiPromise, records: SubmittableResult['events']): string | undefined {
  for (const { event } of records) {
    if (!api.events.system.ExtrinsicFailed.is(event)) continue
    const [dispatchError] = event.data
    if (dispatchError.isModule) {
      const { section, name } = api.registry.findMetaError(dispatchError.asModule)
      return `${section}.${name}`
    }
    // `Token.FundsUnavailable`, `Arithmetic.Underflow`…: the kind and its variant.
    const variant = (dispatchError as unknown as Record<string, { type?: unknown } | undefined>)[
      `as${dispatchError.type}`
    ]?.type
    return typeof variant === 'string' ? `${dispatchError.type}.${variant}` : dispatchError.type
  }
  return undefined
}

/**
 * Reads and sends on Polkadot networks through their nodes: one `ApiPromise` per WebSocket
 * URL, created on first use and reused (a failed connection is tried again next time).
 *
 * @example
 * const chain = createPolkadotChain({ urlOf: (n) => n.rpcUrls.default.webSocket[0], confirmationTimeoutMs: 120_000 })
 * await chain.balanceOf(address, polkadot)
 */
export function createPolkadotChain({
  urlOf,
  confirmationTimeoutMs,
  confirmation,
}: PolkadotChainParameters): PolkadotChain {
  const apis = new Map<string, Promise<ApiPromise>>()
  const providers = new Map<string, WsProvider>()
  /** What became of the transactions sent here, by hash, while they wait for a block. */
  const outcomes = new Map<string, Promise<Outcome>>()

  function apiOf(network: CaipNetwork): Promise<ApiPromise> {
    const url = urlOf(network)
    let api = apis.get(url)
    if (!api) {
      const provider = new WsProvider(url)
      providers.set(url, provider)
      // A node that is down fails the first call, instead of leaving it waiting for a retry.
      api = metadataOfOldRuntime(provider).then((metadata) =>
        ApiPromise.create({
          // Its `ttl` is `number | null | undefined` where the interface says `number | null`.
          provider: provider as unknown as NonNullable<ApiOptions['provider']>,
          noInitWarn: true,
          throwOnConnect: true,
          ...(metadata ? { metadata } : {}),
        }),
      )
      api.catch(() => {
        apis.delete(url)
        providers.delete(url)
        provider.disconnect().catch(() => {})
      })
      apis.set(url, api)
    }
    return api
  }

  async function fundsAt(api: ApiPromise, address: string): Promise<AccountFunds> {
    return fundsOf(await api.query.system.account(address))
  }

  function amountText(value: bigint, network: CaipNetwork): string {
    const { decimals, symbol } = network.nativeCurrency
    return `${formatUnits(value, decimals)} ${symbol}`
  }

  /**
   * The transfer as the extension will sign it, and its fee, once the existential deposit
   * rules hold: the sender keeps at least the deposit after amount and fee
   * (`transferKeepAlive` never reaps it), and an account that does not exist yet receives at
   * least the deposit.
   */
  async function prepareTransfer(parameters: {
    from: string
    to: string
    amount: bigint
    network: CaipNetwork
  }) {
    const { from, to, amount, network } = parameters
    const api = await apiOf(network)
    const tx = api.tx.balances.transferKeepAlive(to, amount)
    const [info, sender, receiver] = await Promise.all([
      tx.paymentInfo(from),
      fundsAt(api, from),
      fundsAt(api, to),
    ])
    const fee = info.partialFee.toBigInt()
    const deposit = api.consts.balances.existentialDeposit.toBigInt()
    const spendable = sender.free - sender.frozen
    if (amount + fee > spendable) {
      throw new AdapterError('INVALID_AMOUNT', {
        details: `${amountText(amount, network)} and a fee of ${amountText(fee, network)} exceed the ${amountText(spendable > 0n ? spendable : 0n, network)} the account can spend`,
      })
    }
    if (sender.free - amount - fee < deposit) {
      throw new AdapterError('INVALID_AMOUNT', {
        details: `sending ${amountText(amount, network)} with a fee of ${amountText(fee, network)} would leave the account under the existential deposit of ${amountText(deposit, network)}, which would reap it: send less`,
      })
    }
    if (!receiver.exists && amount < deposit) {
      throw new AdapterError('INVALID_AMOUNT', {
        details: `the receiver has no account on ${network.name} yet and needs at least the existential deposit of ${amountText(deposit, network)}`,
      })
    }
    return { api, tx, fee }
  }

  /** Follows a submitted transaction until its block, or its refusal. */
  function follow(
    api: ApiPromise,
    tx: Transfer,
  ): Promise<{ hash: string; outcome: Promise<Outcome> }> {
    const hash = tx.hash.toHex()
    return new Promise((submitted, refused) => {
      let settle: (outcome: Outcome) => void = () => {}
      const outcome = new Promise<Outcome>((resolve) => {
        settle = resolve
      })
      let unsubscribe: (() => void) | undefined
      let done = false
      const finish = (result: Outcome) => {
        if (done) return
        done = true
        unsubscribe?.()
        settle(result)
      }
      tx.send((result: SubmittableResult) => {
        const { status } = result
        // A failure is known from the block that carries it: no need to wait for finality.
        const reason =
          status.isInBlock || status.isFinalized ? failureOf(api, result.events) : undefined
        if (reason) finish({ ok: false, reason })
        else if (status.isFinalized || (status.isInBlock && confirmation === 'inBlock')) {
          finish({ ok: true })
        } else if (status.isDropped || status.isInvalid || status.isUsurped) {
          finish({ ok: false, reason: `the transaction was ${status.type.toLowerCase()}` })
        }
      }).then(
        (stop) => {
          unsubscribe = stop
          if (done) stop()
          submitted({ hash, outcome })
        },
        (error: unknown) =>
          refused(new AdapterError('TRANSACTION_FAILED', { values: { id: hash }, cause: error })),
      )
    })
  }

  return {
    async balanceOf(address: string, network: CaipNetwork) {
      const { free, reserved, frozen } = await fundsAt(await apiOf(network), address)
      return { transferable: free > frozen ? free - frozen : 0n, free, reserved }
    },
    /** The SS58 prefix the chain states (`system_properties`), the generic 42 without one. */
    async ss58Prefix(network: CaipNetwork): Promise<number> {
      return (await apiOf(network)).registry.chainSS58 ?? 42
    },
    prepareTransfer,
    /** A raw JSON-RPC call to the network's node (`params` as a list, or one value). */
    async request(network: CaipNetwork, method: string, params: unknown): Promise<unknown> {
      await apiOf(network)
      const provider = providers.get(urlOf(network))
      if (!provider) throw new AdapterError('NOT_CONNECTED')
      const list = params === undefined ? [] : Array.isArray(params) ? params : [params]
      return provider.send(method, list)
    },
    /** Has the extension sign the prepared transfer, submits it, and gives its hash. */
    async send(
      prepared: { api: ApiPromise; tx: Transfer },
      from: string,
      signer: Signer,
    ): Promise<string> {
      await prepared.tx.signAsync(from, { signer })
      const { hash, outcome } = await follow(prepared.api, prepared.tx)
      outcomes.set(hash, outcome)
      return hash
    },
    /** Waits for a transaction sent through this adapter to be in a block. */
    async waitFor(id: string): Promise<void> {
      const outcome = outcomes.get(id)
      if (!outcome) {
        throw new AdapterError('NOT_SUPPORTED', {
          values: { capability: 'Waiting for a transaction sent elsewhere', namespace },
          details: id,
        })
      }
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<Outcome>((resolve) => {
        timer = setTimeout(
          () => resolve({ ok: false, reason: `not confirmed within ${confirmationTimeoutMs} ms` }),
          confirmationTimeoutMs,
        )
      })
      const result = await Promise.race([outcome, timeout]).finally(() => clearTimeout(timer))
      if (!result.ok) {
        throw new AdapterError('TRANSACTION_FAILED', { values: { id }, details: result.reason })
      }
    },
    /** Ends the node connections. */
    async close(): Promise<void> {
      const open = [...apis.values()]
      apis.clear()
      providers.clear()
      await Promise.all(open.map((api) => api.then((ready) => ready.disconnect()).catch(() => {})))
    },
  }
}
