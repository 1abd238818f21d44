import { solanaDevAccounts } from '@latch/test-wallets'
import { createLocalSolanaRuntime, fundLocalSolanaRuntime } from './localSolanaRuntime.js'
import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'
import { startSolanaRpcServer } from './solanaRpcServer.js'
import { solanaTestToken } from './solanaTestToken.js'

/** The port of a Solana validator's RPC, which the CLI (and so the demo) uses by default. */
export const defaultSolanaPort = 8899

export type StartLocalSolanaParameters = {
  /** The RPC port; a free one when omitted (or 0). */
  readonly port?: number
  /** The interface to listen on; loopback unless told otherwise. */
  readonly host?: string
}

export type LocalSolana = SolanaDevnetInfo & {
  /** Closes the RPC endpoint; safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts a local Solana cluster in this process: a litesvm runtime (the real Solana runtime,
 * with the system, SPL Token, Token-2022 and associated-token programs) funded with
 * {@link solanaDevAccounts} and the Latch Test Token, served as JSON-RPC on loopback. It
 * identifies as devnet (`getGenesisHash`). Ready in well under a second.
 *
 * @example
 * const solana = await startLocalSolana()
 * solana.rpcUrl // 'http://127.0.0.1:41235'
 * solana.token.mint // 'CYAB2z5ihTDXXLJAmnxDVj12XKfzL9xreQDYfH7q98pt'
 * await solana.stop()
 */
export async function startLocalSolana(
  parameters: StartLocalSolanaParameters = {},
): Promise<LocalSolana> {
  const { host = '127.0.0.1', port = 0 } = parameters
  const runtime = createLocalSolanaRuntime()
  await fundLocalSolanaRuntime(runtime)
  const server = await startSolanaRpcServer({ runtime, host, port })
  return {
    chainId: `solana:${runtime.genesisHash.slice(0, 32)}`,
    walletChain: 'solana:devnet',
    rpcUrl: server.rpcUrl,
    token: {
      name: solanaTestToken.name,
      symbol: solanaTestToken.symbol,
      decimals: solanaTestToken.decimals,
      mint: solanaTestToken.mint,
    },
    accounts: solanaDevAccounts,
    stop: server.stop,
  }
}
