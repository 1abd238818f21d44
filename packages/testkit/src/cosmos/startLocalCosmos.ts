import { createPrivateKey, createPublicKey, sign } from 'node:crypto'
import { sha256 } from '@cosmjs/crypto'
import { toHex, toUtf8 } from '@cosmjs/encoding'
import { cosmosDevAccounts, cosmosDevAmount } from '@latch/test-wallets'
import { withBech32Prefix } from '@latch/test-wallets/internal'
import { startCometRpcServer } from './cometRpcServer.js'
import type { CometValidator } from './cometRpcViews.js'
import type { CosmosLocalChainSpec } from './cosmosLocalChainSpec.js'
import { localCosmosHubSpec } from './cosmosLocalChainSpec.js'
import type { CosmosLocalInfo } from './cosmosLocalInfo.js'
import { LocalCosmosLedger } from './localCosmosLedger.js'

/** The port the CLI (and so the demo) serves the chain on: CometBFT's usual RPC port. */
export const defaultCosmosPort = 26657

/** The default time between blocks: quick for tests, where a node takes 5 to 6 s. */
export const defaultCosmosBlockIntervalMs = 1_000

export type StartLocalCosmosParameters = {
  /** The RPC port; a free one when omitted (or 0). */
  readonly port?: number
  /** The interface to listen on; loopback unless told otherwise. */
  readonly host?: string
  /** Time between blocks; {@link defaultCosmosBlockIntervalMs} by default. */
  readonly blockIntervalMs?: number
  /** Which chain: {@link localCosmosHubSpec} by default, or `localOsmosisSpec` for a second one. */
  readonly chain?: CosmosLocalChainSpec
}

export type LocalCosmos = CosmosLocalInfo & {
  /**
   * Adds coins to `address` out of nothing (a faucet, not a transfer), as `{ denom: amount }`
   * in base units, and makes a block; resolves with its height.
   */
  fund(address: string, coins: Readonly<Record<string, bigint | number | string>>): Promise<number>
  /** Makes a block now, with whatever waits in the mempool; resolves with its height. */
  newBlock(): Promise<number>
  /** Stops the blocks and closes the server; safe to call more than once. */
  stop(): Promise<void>
}

// PKCS #8 prefix of a raw ed25519 seed, for node:crypto.
const ed25519Pkcs8Prefix = '302e020100300506032b657004220420'

/** The chain's one validator: an ed25519 key from a seed of the chain id, so it is the same every run. */
function validatorFor(chainId: string): CometValidator {
  const seed = sha256(toUtf8(`${chainId} validator`))
  const privateKey = createPrivateKey({
    key: Buffer.from(`${ed25519Pkcs8Prefix}${toHex(seed)}`, 'hex'),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  const publicKey = new Uint8Array(spki.subarray(spki.length - 32))
  return {
    address: toHex(sha256(publicKey).slice(0, 20)).toUpperCase(),
    publicKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}

function amountOf(denom: string, value: bigint | number | string): bigint {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`${denom}: ${value} is not a whole number`)
  }
  const amount = BigInt(value)
  if (amount <= 0n) throw new RangeError(`${denom}: the amount must be positive, not ${amount}`)
  return amount
}

/**
 * Starts a local Cosmos chain in this process: a ledger written for Latch that verifies and
 * applies `MsgSend` transactions as an SDK 0.50 node does (signatures in SIGN_MODE_DIRECT and
 * LEGACY_AMINO_JSON, sequences, fees against a minimum gas price, gas, memo size; the SDK's
 * codes and logs), makes a block every `blockIntervalMs`, and serves CometBFT 0.38 JSON-RPC on
 * loopback to unmodified clients (`@cosmjs/stargate`). The dev accounts
 * ({@link cosmosDevAccounts}) hold {@link cosmosDevAmount} of both currencies. See the README
 * for what it checks and what a real node does that it does not.
 *
 * @example
 * const cosmos = await startLocalCosmos()
 * const client = await StargateClient.connect(cosmos.rpcUrl)
 * await client.getAllBalances(cosmos.accounts[0].address) // [ulatch, uatom]
 * await cosmos.stop()
 */
export async function startLocalCosmos(
  parameters: StartLocalCosmosParameters = {},
): Promise<LocalCosmos> {
  const { host = '127.0.0.1', port = 0, chain = localCosmosHubSpec } = parameters
  const blockIntervalMs = parameters.blockIntervalMs ?? defaultCosmosBlockIntervalMs
  if (!Number.isInteger(blockIntervalMs) || blockIntervalMs < 10) {
    throw new RangeError(
      `blockIntervalMs must be a whole number of at least 10, not ${blockIntervalMs}`,
    )
  }
  if (!/^\d+(\.\d+)?$/.test(chain.minGasPrice)) {
    throw new RangeError(
      `minGasPrice must be a decimal number like 0.025, not ${chain.minGasPrice}`,
    )
  }
  const accounts = cosmosDevAccounts.map((account) => ({
    ...account,
    address: withBech32Prefix(account.address, chain.bech32Prefix),
  }))
  const ledger = new LocalCosmosLedger({
    chainId: chain.chainId,
    bech32Prefix: chain.bech32Prefix,
    feeDenom: chain.feeCurrency.coinMinimalDenom,
    secondDenom: chain.secondCurrency.coinMinimalDenom,
    minGasPrice: chain.minGasPrice,
    genesisAccounts: accounts.map((account) => account.address),
    genesisAmount: cosmosDevAmount,
  })
  const server = await startCometRpcServer({
    host,
    port,
    // CometBFT's default `timeout_broadcast_tx_commit`.
    context: {
      ledger,
      spec: chain,
      validator: validatorFor(chain.chainId),
      commitTimeoutMs: 10_000,
    },
  })
  let producing = false
  const timer = setInterval(() => {
    if (producing) return
    producing = true
    ledger
      .produceBlock()
      .catch(() => {})
      .finally(() => {
        producing = false
      })
  }, blockIntervalMs)
  // Like the other local chains, it never keeps its process alive on its own.
  timer.unref()
  let stopped: Promise<void> | undefined
  return {
    rpcUrl: server.url,
    chainId: chain.chainId,
    chainName: chain.chainName,
    bech32Prefix: chain.bech32Prefix,
    denom: chain.feeCurrency.coinMinimalDenom,
    currencies: [chain.feeCurrency, chain.secondCurrency],
    minGasPrice: chain.minGasPrice,
    gasPrice: `${chain.minGasPrice}${chain.feeCurrency.coinMinimalDenom}`,
    blockIntervalMs,
    accounts,
    async fund(address, coins) {
      const amounts = new Map(
        Object.entries(coins).map(([denom, value]) => [denom, amountOf(denom, value)]),
      )
      if (amounts.size === 0) throw new RangeError('fund needs at least one denom')
      return (await ledger.fund(address, amounts)).height
    },
    async newBlock() {
      return (await ledger.produceBlock()).height
    },
    stop() {
      stopped ??= (async () => {
        clearInterval(timer)
        await server.stop()
      })()
      return stopped
    },
  }
}
