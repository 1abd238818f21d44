import type { Transaction } from '@latch/core'
import { formatUnits } from 'viem'
import * as z from 'zod'
import { type SolanaClient, SolanaRpcError } from '../chains/solanaClient.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import { type PriceBook, pricedAt } from '../prices/priceBook.js'
import { chainHistoryCursor } from './chainHistoryCursor.js'
import type { HistoryCursors } from './historyCursors.js'
import { type KnownToken, nativeAssetReference, type TokenCatalogue } from './tokenCatalogue.js'
import { historyPageSize } from './transactionHistory.js'

/**
 * Where a page of a Solana account's history ends: its cluster and, for each address read (the
 * account and its token accounts) that has more, the last signature shown of it (`null`: none
 * shown yet). An address left out has nothing more.
 */
type SolanaHistoryCursor = { chainId: string; before: Record<string, string | null> }

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/

// The token accounts read besides the account itself, so that a cursor stays small and a page
// a bounded number of reads; a wallet holds one account per listed token as a rule.
const maxTokenAccounts = 20

const cursorSchema = z.object({
  chainId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
  before: z
    .record(
      z.string().min(32).max(44).regex(base58),
      z.string().min(64).max(88).regex(base58).nullable(),
    )
    .refine((before) => Object.keys(before).length <= maxTokenAccounts + 1),
})

const cursorCodec = chainHistoryCursor<SolanaHistoryCursor>(cursorSchema)

// The SPL Token and Token-2022 programs, whose token accounts hold an owner's tokens.
const tokenProgramIds = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]

const tokenAccountsSchema = z.array(
  z.object({
    pubkey: z.string().regex(base58),
    account: z.object({
      data: z.object({ parsed: z.object({ info: z.object({ mint: z.string() }) }) }),
    }),
  }),
)

// The RPC writes u64 as JSON numbers; the client turns those past 2^53 into decimal strings.
const u64 = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(BigInt)

const signaturesSchema = z.array(
  z.object({ signature: z.string(), slot: z.number(), blockTime: z.number().nullish() }),
)

type Listed = z.infer<typeof signaturesSchema>[number]

const tokenBalanceSchema = z.object({
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({
    amount: z.string().regex(/^\d+$/).transform(BigInt),
    decimals: z.number(),
  }),
})

const transactionSchema = z
  .object({
    blockTime: z.number().nullish(),
    transaction: z.object({
      message: z.object({
        accountKeys: z.array(z.string()),
        header: z.object({
          numRequiredSignatures: z.number(),
          numReadonlyUnsignedAccounts: z.number(),
        }),
      }),
    }),
    meta: z.object({
      err: z.unknown(),
      fee: u64,
      preBalances: z.array(u64),
      postBalances: z.array(u64),
      preTokenBalances: z.array(tokenBalanceSchema).nullish(),
      postTokenBalances: z.array(tokenBalanceSchema).nullish(),
      loadedAddresses: z
        .object({ writable: z.array(z.string()), readonly: z.array(z.string()) })
        .nullish(),
    }),
  })
  .nullable()

type RpcTransaction = NonNullable<z.infer<typeof transactionSchema>>

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, method: string) {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new SolanaRpcError(`${method}: not the answer of a Solana RPC`)
  return parsed.data as z.infer<Schema>
}

export type ListSolanaTransactionsParameters = {
  cluster: SolanaClusterSettings
  client: SolanaClient
  /** Names the SPL tokens moved (unlisted ones are not shown, as on eip155). */
  catalogue: TokenCatalogue
  /** The USD prices of this answer. */
  prices: PriceBook
  /** The account's address, base58. */
  address: string
  cursor: string | undefined
  /** Seals and opens cursors with the server's key. */
  cursors: HistoryCursors
  /** The `icon.url` of a token (base URL and project applied). */
  iconUrl: (token: KnownToken) => string
  limit?: number
  /** The time a transaction without a block time is shown at; the clock by default. */
  now?: () => Date
}

// getTransaction calls in flight at once: a page reads up to 100, a public RPC limits rates.
const readsAtOnce = 10

/**
 * A page of the account's transactions read live from the cluster, newest first. A token
 * received into an existing token account does not hold the owner's address, so the history
 * is the owner's signatures (`getSignaturesForAddress`) merged with those of its token accounts
 * of listed tokens (`getTokenAccountsByOwner`, Token and Token-2022): `limit` + 1 of each
 * address (to know whether a next page exists), the newest `limit` of them all shown, each
 * read with `getTransaction`; the next page reads each address before its last one shown. What
 * the account sent or received is the change of its balances in the transaction: SOL (the fee
 * it paid left out) and each listed SPL token of its token accounts.
 *
 * @throws {RequestError} 400 on `cursor` when it is not one this server made for this cluster.
 * @throws {SolanaRpcError} when the cluster does not answer as it should.
 */
export async function listSolanaTransactions(
  parameters: ListSolanaTransactionsParameters,
): Promise<{ data: Transaction[]; next: string | null }> {
  const { cluster, client, limit = historyPageSize, now = () => new Date() } = parameters
  const before =
    parameters.cursor === undefined
      ? await firstPageAddresses(parameters)
      : cursorCodec.decode(parameters.cursors, parameters.cursor, cluster.caipNetworkId).before
  const addresses = Object.keys(before)
  const lists = await Promise.all(
    addresses.map(async (key) =>
      parse(
        signaturesSchema,
        await client.getSignaturesForAddress(key, {
          before: before[key] ?? undefined,
          limit: limit + 1,
        }),
        'getSignaturesForAddress',
      ),
    ),
  )
  const { shown, heads } = mergeNewestFirst(lists, limit)
  const read: (RpcTransaction | null)[] = []
  for (let start = 0; start < shown.length; start += readsAtOnce) {
    const batch = shown.slice(start, start + readsAtOnce)
    read.push(
      ...(await Promise.all(
        batch.map(async ({ signature }) =>
          parse(transactionSchema, await client.getTransaction(signature), 'getTransaction'),
        ),
      )),
    )
  }
  const after: Record<string, string | null> = {}
  addresses.forEach((key, index) => {
    const list = lists[index] ?? []
    const head = heads[index] ?? 0
    // An address has more when some of it is not shown yet or the node listed one past `limit`.
    if (head < list.length || list.length > limit) {
      after[key] = head > 0 ? (list[head - 1]?.signature ?? null) : (before[key] ?? null)
    }
  })
  const next = Object.keys(after).length
    ? cursorCodec.encode(parameters.cursors, { chainId: cluster.caipNetworkId, before: after })
    : null
  const at = now()
  return {
    // A listed signature whose transaction the node no longer keeps is left out.
    data: shown.flatMap(({ signature, blockTime }, index) => {
      const transaction = read[index]
      if (!transaction) return []
      const minedAt = transaction.blockTime ?? blockTime
      const time = minedAt == null ? at : new Date(minedAt * 1000)
      return [toTransaction(signature, transaction, time, parameters)]
    }),
    next,
  }
}

/** The addresses the first page reads: the account, then its token accounts of listed tokens. */
async function firstPageAddresses(
  parameters: ListSolanaTransactionsParameters,
): Promise<Record<string, null>> {
  const { client, address, catalogue, cluster } = parameters
  const held = await Promise.all(
    tokenProgramIds.map(async (programId) =>
      parse(
        tokenAccountsSchema,
        await client.getTokenAccountsByProgram(address, programId),
        'getTokenAccountsByOwner',
      ),
    ),
  )
  const tokenAccounts = held
    .flat()
    .filter(({ account }) => catalogue.find(cluster.caipNetworkId, account.data.parsed.info.mint))
    .map(({ pubkey }) => pubkey)
    .slice(0, maxTokenAccounts)
  return Object.fromEntries([address, ...tokenAccounts].map((key) => [key, null]))
}

/**
 * The newest `limit` distinct signatures of `lists` (each newest first), and how far each list
 * was read. A signature in several lists is taken only when it heads all of them, so that each
 * list is read as a prefix and a signature shown is never shown again on a next page; among
 * those, the one of the latest slot (a node orders a slot's transactions the same in each list).
 */
function mergeNewestFirst(
  lists: readonly Listed[][],
  limit: number,
): { shown: Listed[]; heads: number[] } {
  const heads = lists.map(() => 0)
  const seen = new Set<string>()
  const shown: Listed[] = []
  const skipSeen = () =>
    lists.forEach((list, index) => {
      while (seen.has(list[heads[index] ?? 0]?.signature ?? ''))
        heads[index] = (heads[index] ?? 0) + 1
    })
  const later = (a: Listed | undefined, b: Listed | undefined) =>
    !b || (a !== undefined && a.slot > b.slot)
  while (shown.length < limit) {
    skipSeen()
    let best: Listed | undefined
    let fallback: Listed | undefined
    lists.forEach((list, index) => {
      const head = list[heads[index] ?? 0]
      if (!head) return
      if (later(head, fallback)) fallback = head
      const waits = lists.some(
        (other, at) =>
          other.findIndex(({ signature }) => signature === head.signature) > (heads[at] ?? 0),
      )
      if (!waits && later(head, best)) best = head
    })
    // Lists a node ordered differently have no such head: the latest one is taken.
    const taken = best ?? fallback
    if (!taken) break
    shown.push(taken)
    seen.add(taken.signature)
  }
  skipSeen()
  return { shown, heads }
}

type Moved = { token: KnownToken; amount: bigint; counterparty: string | undefined }

/** The account's own SOL change, the fee it paid left out, and who was on the other side. */
function solMoved(
  transaction: RpcTransaction,
  keys: readonly string[],
  address: string,
): { amount: bigint; counterparty: string | undefined } {
  const { preBalances, postBalances, fee } = transaction.meta
  const change = (index: number) => (postBalances[index] ?? 0n) - (preBalances[index] ?? 0n)
  const index = keys.indexOf(address)
  if (index < 0) return { amount: 0n, counterparty: undefined }
  // The fee payer is the first key.
  const amount = change(index) + (index === 0 ? fee : 0n)
  const counterparty = keys.find((_key, other) => {
    if (other === index) return false
    const moved = change(other) + (other === 0 ? fee : 0n)
    return amount < 0n ? moved > 0n : moved < 0n
  })
  return { amount, counterparty }
}

/** The change of each listed SPL token the account holds in the transaction. */
function tokensMoved(
  transaction: RpcTransaction,
  address: string,
  cluster: SolanaClusterSettings,
  catalogue: TokenCatalogue,
): Moved[] {
  const { preTokenBalances, postTokenBalances } = transaction.meta
  const changes = new Map<string, Map<string, bigint>>()
  const add = (balances: typeof preTokenBalances, sign: bigint) => {
    for (const { mint, owner = '', uiTokenAmount } of balances ?? []) {
      const byOwner = changes.get(mint) ?? new Map<string, bigint>()
      byOwner.set(owner, (byOwner.get(owner) ?? 0n) + sign * uiTokenAmount.amount)
      changes.set(mint, byOwner)
    }
  }
  add(preTokenBalances, -1n)
  add(postTokenBalances, 1n)
  return [...changes].flatMap(([mint, byOwner]) => {
    const amount = byOwner.get(address) ?? 0n
    const token = catalogue.find(cluster.caipNetworkId, mint)
    if (amount === 0n || !token) return []
    const counterparty = [...byOwner].find(
      ([owner, moved]) => owner !== address && (amount < 0n ? moved > 0n : moved < 0n),
    )?.[0]
    return [{ token, amount, counterparty }]
  })
}

/**
 * Whom a transaction that moved nothing (it failed) was for: its first writable account that
 * did not sign (a System transfer's recipient, a token transfer's destination account), other
 * than `address` itself; '' when it has none.
 */
function intendedRecipient(message: RpcTransaction['transaction']['message'], address: string) {
  const { numRequiredSignatures, numReadonlyUnsignedAccounts } = message.header
  const writable = message.accountKeys.slice(
    numRequiredSignatures,
    message.accountKeys.length - numReadonlyUnsignedAccounts,
  )
  return writable.find((key) => key !== address) ?? ''
}

function toTransaction(
  signature: string,
  transaction: RpcTransaction,
  minedAt: Date,
  context: ListSolanaTransactionsParameters,
): Transaction {
  const { cluster, catalogue, prices, address, iconUrl } = context
  const { message } = transaction.transaction
  const loaded = transaction.meta.loadedAddresses
  // Balances are listed for the static keys, then the ones loaded from lookup tables.
  const keys = [...message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])]
  const native = catalogue.find(cluster.caipNetworkId, nativeAssetReference)
  const sol = solMoved(transaction, keys, address)
  const moved: Moved[] = [
    ...(native && sol.amount !== 0n ? [{ token: native, ...sol }] : []),
    ...tokensMoved(transaction, address, cluster, catalogue),
  ]
  const signer = keys.indexOf(address)
  const signed = signer >= 0 && signer < message.header.numRequiredSignatures
  // Sent: it gave something away, or, moving nothing (a failed send), it signed.
  const sent = moved.length ? moved.some(({ amount }) => amount < 0n) : signed
  const counterparty =
    moved.find(({ counterparty }) => counterparty)?.counterparty ??
    (moved.length ? '' : intendedRecipient(message, address))
  return {
    id: `${cluster.caipNetworkId}:${signature}`,
    metadata: {
      operationType: sent ? 'send' : 'receive',
      minedAt: minedAt.toISOString(),
      chain: cluster.caipNetworkId,
      status: transaction.meta.err == null ? 'confirmed' : 'failed',
      sentFrom: sent ? address : counterparty || (keys[0] ?? ''),
      sentTo: sent ? counterparty : address,
      hash: signature,
    },
    transfers: moved.map(({ token, amount }) => {
      const numeric = formatUnits(amount < 0n ? -amount : amount, token.decimals)
      return {
        fungible_info: { name: token.name, symbol: token.symbol, icon: { url: iconUrl(token) } },
        direction: amount < 0n ? ('out' as const) : ('in' as const),
        quantity: { numeric },
        ...pricedAt(numeric, prices.priceOf(token)),
      }
    }),
  }
}
