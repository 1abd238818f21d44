import { bitcoinDevAccounts, bitcoinDevSats } from '@latch/test-wallets'
import type { BitcoinRegtestInfo } from './bitcoinRegtestInfo.js'
import { bitcoinRegtestNetwork, bitcoinRegtestWalletChain } from './bitcoinRegtestNetwork.js'
import { startEsploraServer } from './esploraServer.js'
import {
  createLocalBitcoinLedger,
  type LocalBitcoinLedger,
  regtestOutputScript,
} from './localBitcoinLedger.js'

/** The port electrs serves regtest's Esplora API on, which the CLI (and so the demo) uses. */
export const defaultBitcoinPort = 3002

// Enough coinbases to mature 11 of them (550 BTC) for the faucet.
const startBlocks = 110

export type StartLocalBitcoinParameters = {
  /** The Esplora port; a free one when omitted (or 0). */
  readonly port?: number
  /** The interface to listen on; loopback unless told otherwise. */
  readonly host?: string
  /**
   * Mines a block every this many milliseconds while the mempool holds transactions, as a
   * stand-in for a chain's block time. Off by default: blocks come from `mine()` and `fund()`.
   */
  readonly miningInterval?: number
  /** The lowest fee rate (sat/vB) the mempool accepts; 1 by default, as Core until version 30. */
  readonly minRelayFeeRate?: number
}

export type LocalBitcoin = BitcoinRegtestInfo & {
  /**
   * Mines `blocks` blocks (1 by default), the mempool going into the first; the rewards go
   * to `address` (the faucet by default). Resolves with their hashes.
   */
  mine(blocks?: number, address?: string): Promise<readonly string[]>
  /** Sends `sats` to `address` from the faucet, mined in a block at once; resolves with the txid. */
  fund(address: string, sats: bigint | number): Promise<string>
  /** Stops the timer and closes the Esplora endpoint; safe to call more than once. */
  stop(): Promise<void>
}

function fundDevAccounts(ledger: LocalBitcoinLedger) {
  ledger.mine(startBlocks)
  ledger.fund(
    bitcoinDevAccounts.flatMap((account) =>
      [account.payment, account.ordinals].map((key) => ({
        script: regtestOutputScript(key.address),
        value: bitcoinDevSats,
      })),
    ),
  )
}

function satsOf(sats: bigint | number): bigint {
  if (typeof sats === 'number' && !Number.isSafeInteger(sats)) {
    throw new RangeError(`sats must be a whole number, not ${sats}`)
  }
  const value = BigInt(sats)
  if (value <= 0n) throw new RangeError(`sats must be positive, not ${value}`)
  return value
}

/**
 * Starts a local Bitcoin regtest chain in this process: an in-memory ledger with Bitcoin
 * Core's regtest genesis and real blocks, which admits a transaction only after verifying
 * its signatures as a node would (P2WPKH, P2SH-P2WPKH, P2TR key path; see the README for
 * what it checks and what it does not), served as an Esplora REST API on loopback.
 * {@link bitcoinDevAccounts} hold {@link bitcoinDevSats} each. Ready in well under a second.
 *
 * @example
 * const bitcoin = await startLocalBitcoin()
 * bitcoin.network.caipNetworkId // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 * await fetch(`${bitcoin.url}/address/${bitcoin.accounts[0].payment.address}/utxo`)
 * await bitcoin.fund('bcrt1q…', 100_000n)
 * await bitcoin.mine(1)
 * await bitcoin.stop()
 */
export async function startLocalBitcoin(
  parameters: StartLocalBitcoinParameters = {},
): Promise<LocalBitcoin> {
  const { host = '127.0.0.1', port = 0, miningInterval } = parameters
  const ledger = createLocalBitcoinLedger(
    parameters.minRelayFeeRate === undefined ? {} : { minRelayFeeRate: parameters.minRelayFeeRate },
  )
  fundDevAccounts(ledger)
  const server = await startEsploraServer({ ledger, host, port })
  const timer =
    miningInterval === undefined
      ? undefined
      : setInterval(() => {
          if (ledger.mempool().length > 0) ledger.mine(1)
        }, miningInterval)
  timer?.unref()
  return {
    url: server.url,
    network: bitcoinRegtestNetwork(server.url),
    walletChain: bitcoinRegtestWalletChain,
    accounts: bitcoinDevAccounts,
    async mine(blocks = 1, address) {
      return ledger.mine(blocks, address === undefined ? undefined : regtestOutputScript(address))
    },
    async fund(address, sats) {
      return ledger.fund([{ script: regtestOutputScript(address), value: satsOf(sats) }])
    },
    stop() {
      clearInterval(timer)
      return server.stop()
    },
  }
}
