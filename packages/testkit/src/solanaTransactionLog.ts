/** What a token account of a transaction held before or after it (`pre/postTokenBalances`). */
export type SolanaTokenBalance = {
  /** Its index among the transaction's account keys. */
  readonly accountIndex: number
  readonly mint: string
  readonly owner: string
  readonly programId: string
  readonly amount: bigint
  readonly decimals: number
}

/** A transaction that landed in a block (succeeded or failed), with its status metadata. */
export type ProcessedSolanaTransaction = {
  readonly signature: string
  readonly slot: bigint
  /** Unix seconds: when the runtime processed it. */
  readonly blockTime: number
  /** The signed wire transaction, as sent. */
  readonly wire: Uint8Array
  /** The transaction's static account keys, in message order. */
  readonly accountKeys: readonly string[]
  /** `null` when it succeeded; otherwise litesvm's description of the error. */
  readonly err: string | null
  readonly fee: bigint
  readonly preBalances: readonly bigint[]
  readonly postBalances: readonly bigint[]
  readonly preTokenBalances: readonly SolanaTokenBalance[]
  readonly postTokenBalances: readonly SolanaTokenBalance[]
  readonly logs: readonly string[]
  readonly unitsConsumed: bigint
}

/** Which of an address's signatures `getSignaturesForAddress` answers. */
export type SignatureQuery = {
  /** Only transactions older than this one; an unknown signature selects none, as a node does. */
  readonly before?: string | undefined
  /** Only transactions newer than this one; an unknown signature sets no bound, as a node does. */
  readonly until?: string | undefined
  readonly limit: number
}

/** The processed transactions of a cluster, by signature and by every account key they hold. */
export type SolanaTransactionLog = {
  add(transaction: ProcessedSolanaTransaction): void
  get(signature: string): ProcessedSolanaTransaction | undefined
  /** The transactions holding `address`, newest first. */
  forAddress(address: string, query: SignatureQuery): readonly ProcessedSolanaTransaction[]
}

/**
 * The ledger a validator's `getSignaturesForAddress` and `getTransaction` read: every landed
 * transaction, indexed by signature and by each of its account keys. The runtime makes one
 * block per transaction, so a slot orders them.
 */
export function createSolanaTransactionLog(): SolanaTransactionLog {
  const bySignature = new Map<string, ProcessedSolanaTransaction>()
  // Oldest first: transactions are added in slot order.
  const byAddress = new Map<string, ProcessedSolanaTransaction[]>()
  return {
    add(transaction) {
      bySignature.set(transaction.signature, transaction)
      for (const key of new Set(transaction.accountKeys)) {
        const list = byAddress.get(key) ?? []
        list.push(transaction)
        byAddress.set(key, list)
      }
    },
    get: (signature) => bySignature.get(signature),
    forAddress(address, { before, until, limit }) {
      const beforeSlot = before === undefined ? undefined : bySignature.get(before)?.slot
      if (before !== undefined && beforeSlot === undefined) return []
      const untilSlot = until === undefined ? undefined : bySignature.get(until)?.slot
      const found: ProcessedSolanaTransaction[] = []
      const list = byAddress.get(address) ?? []
      for (let index = list.length - 1; index >= 0 && found.length < limit; index--) {
        const transaction = list[index] as ProcessedSolanaTransaction
        if (untilSlot !== undefined && transaction.slot <= untilSlot) break
        if (beforeSlot === undefined || transaction.slot < beforeSlot) found.push(transaction)
      }
      return found
    },
  }
}
