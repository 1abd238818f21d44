// Everything that reads from a cluster, over @solana/kit: loaded with `import()` on the first
// read, so a page that only shows a connect button does not download it.
import { AdapterError, type CaipNetwork } from '@latch/core'
import {
  type Address,
  type Base64EncodedWireTransaction,
  type Blockhash,
  createSolanaRpc,
  getBase64Decoder,
  getBase64Encoder,
  getU64Decoder,
  isAddress,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { SolanaRpcError } from './solanaRpcError.js'

// SPL layouts, shared by the Token and Token-2022 programs: a mint keeps its decimals at
// byte 44; a token account its amount at byte 64.
const mintDecimalsOffset = 44
const mintSize = 82
const tokenAmountOffset = 64
const tokenAccountSize = 165

/** The programs that own SPL mints: Token and Token-2022. */
export const tokenPrograms: readonly string[] = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]

/** `value` as a kit address, or "Invalid address" when it is not 32 bytes of base58. */
export function toSolanaAddress(value: string): Address {
  if (!isAddress(value)) throw new AdapterError('INVALID_ADDRESS', { details: value })
  return value
}

let nextRequestId = 1

export type SolanaReadsOptions = {
  /** The RPC URL to read `network` from. */
  rpcUrlOf(network: CaipNetwork): string
}

export type MintInfo = { address: Address; decimals: number; programAddress: Address }

export function createSolanaReads(options: SolanaReadsOptions) {
  const rpcs = new Map<string, Rpc<SolanaRpcApi>>()
  function rpc(network: CaipNetwork): Rpc<SolanaRpcApi> {
    const url = options.rpcUrlOf(network)
    let existing = rpcs.get(url)
    if (!existing) {
      existing = createSolanaRpc(url)
      rpcs.set(url, existing)
    }
    return existing
  }
  const base64 = getBase64Encoder()

  async function mintInfo(mint: string, network: CaipNetwork): Promise<MintInfo> {
    const mintAddress = toSolanaAddress(mint)
    const { value } = await rpc(network).getAccountInfo(mintAddress, { encoding: 'base64' }).send()
    const data = value ? base64.encode(value.data[0]) : undefined
    const decimals = data?.[mintDecimalsOffset]
    if (!value || !tokenPrograms.includes(value.owner) || !data || data.length < mintSize) {
      throw new AdapterError('INVALID_ADDRESS', { details: `${mint} is not an SPL mint` })
    }
    return { address: mintAddress, decimals: decimals as number, programAddress: value.owner }
  }

  return {
    mintInfo,
    async nativeBalance(owner: string, network: CaipNetwork): Promise<bigint> {
      return (await rpc(network).getBalance(toSolanaAddress(owner)).send()).value
    },
    /** The sum over every token account of `owner` for `mint`, and the mint's decimals. */
    async tokenBalance(owner: string, mint: string, network: CaipNetwork) {
      const [info, { value: accounts }] = await Promise.all([
        mintInfo(mint, network),
        rpc(network)
          .getTokenAccountsByOwner(
            toSolanaAddress(owner),
            { mint: toSolanaAddress(mint) },
            { encoding: 'base64' },
          )
          .send(),
      ])
      let value = 0n
      for (const { account } of accounts) {
        const data = base64.encode(account.data[0])
        if (data.length >= tokenAccountSize)
          value += getU64Decoder().decode(data, tokenAmountOffset)
      }
      return { value, decimals: info.decimals }
    },
    async latestBlockhash(network: CaipNetwork) {
      return (await rpc(network).getLatestBlockhash().send()).value as {
        blockhash: Blockhash
        lastValidBlockHeight: bigint
      }
    },
    async sendWire(
      wire: Uint8Array,
      network: CaipNetwork,
      send: SolanaSignAndSendTransactionOptions = {},
    ) {
      const encoded = getBase64Decoder().decode(wire) as Base64EncodedWireTransaction
      return rpc(network)
        .sendTransaction(encoded, {
          encoding: 'base64',
          ...(send.skipPreflight === undefined ? {} : { skipPreflight: send.skipPreflight }),
          ...(send.preflightCommitment ? { preflightCommitment: send.preflightCommitment } : {}),
          ...(send.maxRetries === undefined ? {} : { maxRetries: BigInt(send.maxRetries) }),
          ...(send.minContextSlot === undefined
            ? {}
            : { minContextSlot: BigInt(send.minContextSlot) }),
        })
        .send()
    },
    /** Any JSON-RPC method of the cluster, answered as the cluster answers it. */
    async request(network: CaipNetwork, method: string, params: unknown): Promise<unknown> {
      const response = await fetch(options.rpcUrlOf(network), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: nextRequestId++,
          method,
          params: params === undefined ? [] : params,
        }),
      })
      const body = (await response.json()) as {
        result?: unknown
        error?: { code: number; message: string; data?: unknown }
      }
      if (body.error) throw new SolanaRpcError(body.error.code, body.error.message, body.error.data)
      return body.result
    },
    async signatureStatus(signature: string, network: CaipNetwork) {
      const { value } = await rpc(network)
        .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
        .send()
      return value[0] ?? null
    },
  }
}

export type SolanaReads = ReturnType<typeof createSolanaReads>
