import { Sha256 } from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import type { EncodeObject, OfflineSigner } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  type QueryClient,
  SigningStargateClient,
  StargateClient,
} from '@cosmjs/stargate'
import { AdapterError, type Balance, type CaipNetwork, ProviderRpcError } from '@latch/core'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { allCosmosBalances } from './chain/allCosmosBalances.js'
import type { CosmosAdapterOptions } from './cosmosAdapterOptions.js'
import { cosmosAccountBytes } from './cosmosAddress.js'
import type { CosmosNetwork } from './cosmosNetwork.js'
import { cosmosNetworkOf } from './networks.js'

export type CosmosChainOptions = {
  /** The CometBFT RPC URL of a network: the site's, else the network's first. */
  urlOf(network: CaipNetwork): string
  /** What the simulated gas is multiplied by for the gas limit: 1.4 by default. */
  gasMultiplier: number
  /** How long `waitFor` waits for the transaction's block, in ms. */
  confirmationTimeoutMs: number
  /** How often `waitFor` asks, in ms, while a read would start before the deadline. */
  confirmationPollMs: number
}

/** A transfer as the chain takes it: a `MsgSend` of one denom. */
export type CosmosTransfer = {
  from: string
  to: string
  amount: bigint
  denom: string
  memo: string
  network: CosmosNetwork
}

/** One denom an account holds, named where its network names it. */
export type CosmosBalance = Balance & { denom: string }

/** The fee of a transfer: the gas limit and what it costs in the native denom. */
export type CosmosFee = { gas: number; amount: bigint; gasPrice: string }

const msgSendTypeUrl = '/cosmos.bank.v1beta1.MsgSend'

const msgSendOf = ({ from, to, amount, denom }: CosmosTransfer): EncodeObject => ({
  typeUrl: msgSendTypeUrl,
  value: { fromAddress: from, toAddress: to, amount: [{ denom, amount: amount.toString() }] },
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `read`'s answer, or a rejection once `deadline` (a `Date.now()`) has come first: cosmjs's HTTP
 * client waits as long as the socket, and a node slow to answer must not stretch a wait past it.
 */
function byDeadline<T>(read: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('the node did not answer the read by the deadline')),
      Math.max(0, deadline - Date.now()),
    )
  })
  return Promise.race([read, late]).finally(() => clearTimeout(timer))
}

// A transaction's id: the SHA-256 of its bytes, in hex (CometBFT's `tx.hash`).
const txHashPattern = /^[0-9A-Fa-f]{64}$/

/** A transaction's id as CometBFT gives it: the uppercase hex SHA-256 of its TxRaw bytes. */
const txHashOf = (bytes: Uint8Array) => toHex(new Sha256(bytes).digest()).toUpperCase()

/**
 * The errors of a broadcast whose answer was lost (the network, a node that did not answer),
 * with the transaction's hash: the node may have taken it, and the sender's next transfer waits
 * for it (see `send`).
 */
const unansweredBroadcasts = new WeakMap<object, string>()

/** The sender's transfers on a network follow one another (see `transfer`). */
const turnKeyOf = ({ from, network }: CosmosTransfer) => `${network.caipNetworkId} ${from}`

/**
 * The query client of a read client, which cosmjs keeps for its subclasses
 * (SigningStargateClient): `allCosmosBalances` pages through the bank module with it.
 */
const queryClientOf = (client: StargateClient) =>
  (client as unknown as { forceGetQueryClient(): QueryClient }).forceGetQueryClient()

/**
 * The signing client of `network`'s node, once the node says it serves that chain: cosmjs signs
 * for the chain id the node gives, and a site's RPC URL of another chain must not have the
 * wallet sign for it.
 */
async function signingClient(url: string, network: CosmosNetwork, signer: OfflineSigner) {
  const client = await SigningStargateClient.connectWithSigner(url, signer)
  const served = await client.getChainId()
  const expected = network.caipNetworkId.slice('cosmos:'.length)
  if (served !== expected) {
    client.disconnect()
    throw new AdapterError('NOT_SUPPORTED', {
      values: { capability: `${network.name} through a node of ${served}`, namespace: 'cosmos' },
      details: `${url} serves ${served}, not ${expected}`,
    })
  }
  return client
}

/**
 * The chain side of the cosmos adapter, over cosmjs and the network's CometBFT RPC (HTTP): the
 * account's balances, a transfer's fee from its simulation, signing through the wallet's
 * signer and broadcasting, waiting for inclusion, and raw RPC requests. One read client per
 * RPC URL, opened on first use and kept.
 */
export function createCosmosChain(options: CosmosChainOptions) {
  const readers = new Map<string, Promise<StargateClient>>()
  function reader(network: CaipNetwork): Promise<StargateClient> {
    const url = options.urlOf(network)
    let client = readers.get(url)
    if (!client) {
      client = StargateClient.connect(url)
      // A node that was down is asked again next time.
      client.catch(() => readers.delete(url))
      readers.set(url, client)
    }
    return client
  }

  async function balanceOf(address: string, denom: string, network: CaipNetwork) {
    const coin = await (await reader(network)).getBalance(address, denom)
    return BigInt(coin.amount)
  }

  /** The `MsgSend`'s fee: its simulated gas × the multiplier, at the network's gas price. */
  async function feeOf(transfer: CosmosTransfer, signer: OfflineSigner): Promise<CosmosFee> {
    const { network } = transfer
    const client = await signingClient(options.urlOf(network), network, signer)
    try {
      const simulated = await client.simulate(transfer.from, [msgSendOf(transfer)], transfer.memo)
      const gas = Math.ceil(simulated * options.gasMultiplier)
      const fee = calculateFee(gas, GasPrice.fromString(`${network.gasPrice}${network.denom}`))
      const paid = fee.amount.find((coin) => coin.denom === network.denom)
      return { gas, amount: BigInt(paid?.amount ?? '0'), gasPrice: network.gasPrice }
    } finally {
      client.disconnect()
    }
  }

  /**
   * Resolves once the transaction is in a block; `TRANSACTION_FAILED` if it failed there, or is
   * not in one by the deadline, which ends the wait whatever the poll interval, and a read still
   * unanswered then. A read that fails (a public node's 429 or 5xx, the network) is asked again
   * at the next poll: it says nothing of the transaction.
   */
  async function waitFor(id: string, network: CaipNetwork): Promise<void> {
    // Anything else would be looked for until the timeout (and is put in a query).
    if (!txHashPattern.test(id)) {
      throw new AdapterError('TRANSACTION_FAILED', {
        values: { id },
        details: 'not a transaction hash (64 hexadecimal digits)',
      })
    }
    const deadline = Date.now() + options.confirmationTimeoutMs
    let lastError: unknown
    for (;;) {
      let found: Awaited<ReturnType<StargateClient['getTx']>> = null
      try {
        found = await byDeadline(
          reader(network).then((client) => client.getTx(id)),
          deadline,
        )
        lastError = undefined
      } catch (error) {
        lastError = error
      }
      if (found) {
        if (found.code === 0) return
        throw new AdapterError('TRANSACTION_FAILED', {
          values: { id },
          details: found.rawLog || `code ${found.code}`,
        })
      }
      const remaining = deadline - Date.now()
      // The next read would start at the deadline or after, with no time left to answer: the
      // wait ends at the deadline without it, whatever the poll interval, so that neither it nor
      // the sender's next transfer behind it outlasts `confirmationTimeoutMs`.
      if (remaining <= options.confirmationPollMs) {
        if (remaining > 0) await sleep(remaining)
        throw new AdapterError('TRANSACTION_FAILED', {
          values: { id },
          details: `not in a block after ${options.confirmationTimeoutMs} ms`,
          cause: lastError,
        })
      }
      await sleep(options.confirmationPollMs)
    }
  }

  /**
   * The transfer's fee, once the sender is known to hold the amount and the fee: an amount
   * over the balance is `INVALID_AMOUNT` ("insufficient funds") before anything is signed.
   */
  async function prepare(transfer: CosmosTransfer, signer: OfflineSigner): Promise<CosmosFee> {
    const { from, amount, denom, network } = transfer
    const held = await balanceOf(from, denom, network)
    if (amount > held) {
      throw new AdapterError('INVALID_AMOUNT', {
        details: `insufficient funds: ${held}${denom} available for ${amount}${denom}`,
      })
    }
    const fee = await feeOf(transfer, signer)
    const native =
      denom === network.denom ? held - amount : await balanceOf(from, network.denom, network)
    if (fee.amount > native) {
      throw new AdapterError('INVALID_AMOUNT', {
        details: `insufficient funds: ${native}${network.denom} left for a fee of ${fee.amount}${network.denom}`,
      })
    }
    return fee
  }

  /**
   * Signs and broadcasts (`broadcast_tx_sync`); a node that refuses the transaction (a fee
   * under its minimum gas price, a wrong sequence) is `TRANSACTION_FAILED` with its log, the
   * transaction's hash as id. A broadcast without an answer (the network) is `TRANSACTION_FAILED`
   * with the hash too, which the node may still have taken: `waitFor` can tell.
   */
  async function signAndBroadcast(
    transfer: CosmosTransfer,
    fee: CosmosFee,
    signer: OfflineSigner,
  ): Promise<string> {
    const { network } = transfer
    const client = await signingClient(options.urlOf(network), network, signer)
    try {
      const stdFee = calculateFee(fee.gas, GasPrice.fromString(`${fee.gasPrice}${network.denom}`))
      const signed = await client.sign(transfer.from, [msgSendOf(transfer)], stdFee, transfer.memo)
      const bytes = TxRaw.encode(signed).finish()
      const id = txHashOf(bytes)
      try {
        return await client.broadcastTxSync(bytes)
      } catch (error) {
        if (!(error instanceof BroadcastTxError)) {
          const unanswered = new AdapterError('TRANSACTION_FAILED', {
            values: { id },
            details: 'the node did not answer the broadcast: the transaction may still be included',
            cause: error,
          })
          unansweredBroadcasts.set(unanswered, id)
          throw unanswered
        }
        throw new AdapterError('TRANSACTION_FAILED', {
          values: { id },
          details: error.log || `code ${error.code} (${error.codespace})`,
          cause: error,
        })
      }
    } finally {
      client.disconnect()
    }
  }

  /**
   * Per sender and network, the last transfer's turn: settled once that transfer is in a block,
   * or has failed, or was never sent (a broadcast without an answer is waited for as one that
   * was sent). cosmjs signs with the account's sequence as the chain
   * last committed it, so a second transfer signed before the first's block would repeat its
   * sequence (the node refuses it: "account sequence mismatch"), and be checked against a
   * balance the first one has already spent.
   */
  const turns = new Map<string, Promise<void>>()

  async function send(transfer: CosmosTransfer, signer: OfflineSigner): Promise<string> {
    const key = turnKeyOf(transfer)
    const previous = turns.get(key)
    let settle: (settled: unknown) => void = () => {}
    // Settled by the transfer's block, its failure or its refusal alike.
    const turn = new Promise<unknown>((resolve) => {
      settle = resolve
    }).then(
      () => {},
      () => {},
    )
    turns.set(key, turn)
    void turn.then(() => {
      if (turns.get(key) === turn) turns.delete(key)
    })
    try {
      await previous
      const fee = await prepare(transfer, signer)
      const id = await signAndBroadcast(transfer, fee, signer)
      settle(waitFor(id, transfer.network))
      return id
    } catch (error) {
      const maybeSent =
        typeof error === 'object' && error ? unansweredBroadcasts.get(error) : undefined
      settle(maybeSent ? waitFor(maybeSent, transfer.network) : undefined)
      throw error
    }
  }

  return {
    /** Closes the read clients' connections (a one-off read's). */
    close() {
      for (const client of readers.values()) {
        client.then((opened) => opened.disconnect()).catch(() => {})
      }
      readers.clear()
    },

    /** Every denom of the account, by the network's names where it has them. */
    async allBalancesOf({ address, network }: { address: string; network: CaipNetwork }) {
      const known = cosmosNetworkOf(network)
      if (!known) {
        throw new AdapterError('NOT_SUPPORTED', {
          values: { capability: network.name, namespace: 'cosmos' },
        })
      }
      cosmosAccountBytes(address, known.bech32Prefix)
      const coins = await allCosmosBalances(queryClientOf(await reader(network)), address)
      return coins.map(({ denom, amount }): CosmosBalance => {
        const named = known.denoms.find((candidate) => candidate.denom === denom)
        return {
          denom,
          value: BigInt(amount),
          decimals: named?.decimals ?? 0,
          symbol: named?.symbol ?? denom,
        }
      })
    },

    balanceOf,

    /**
     * Signs the transfer through `signer` and broadcasts it, once the sender's previous transfer
     * on the network is in a block; resolves with its hash. Checks it first (`prepare`).
     */
    transfer: send,

    /** The transfer's fee (`prepare`), once the sender's previous transfer is in a block. */
    async estimate(transfer: CosmosTransfer, signer: OfflineSigner): Promise<CosmosFee> {
      await turns.get(turnKeyOf(transfer))
      return prepare(transfer, signer)
    },

    waitFor,

    /** A CometBFT JSON-RPC request (`status`, `abci_query`, `tx`...) to the network's node. */
    async request(network: CaipNetwork, method: string, params: unknown): Promise<unknown> {
      const response = await fetch(options.urlOf(network), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: crypto.randomUUID(),
          method,
          params: params ?? {},
        }),
      })
      const body = (await response.json()) as {
        result?: unknown
        error?: { code?: number; message?: string; data?: unknown }
      }
      if (body.error) {
        throw new ProviderRpcError(body.error.code ?? -32603, body.error.message ?? 'RPC error', {
          data: body.error.data,
        })
      }
      return body.result
    },
  }
}

export type CosmosChain = ReturnType<typeof createCosmosChain>

/**
 * The chain side with an adapter's options: the site's RPC URLs first, 1.4 × gas, 1 minute,
 * a read a second.
 */
export function createCosmosChainFor(
  options: Pick<
    CosmosAdapterOptions,
    'customRpcUrls' | 'gasMultiplier' | 'confirmationTimeoutMs' | 'confirmationPollMs'
  >,
): CosmosChain {
  return createCosmosChain({
    urlOf(network) {
      const url =
        options.customRpcUrls?.[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0]
      if (!url) {
        throw new AdapterError('NOT_SUPPORTED', {
          values: { capability: `${network.name} without an RPC URL`, namespace: 'cosmos' },
        })
      }
      return url
    },
    gasMultiplier: options.gasMultiplier ?? 1.4,
    confirmationTimeoutMs: options.confirmationTimeoutMs ?? 60_000,
    confirmationPollMs: options.confirmationPollMs ?? 1_000,
  })
}
