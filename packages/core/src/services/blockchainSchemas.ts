import * as z from 'zod/mini'

// The answers of the blockchain service (SPEC.md §3, §7). `@latch/server` answers exactly
// these; any compatible hosted service must too.

const numericString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number'))

export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})

export const identitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type Identity = z.infer<typeof identitySchema>

/** SPEC.md §3 "Token balance". */
const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2. */
  chainId: z.string(),
  /** CAIP-10; absent for the native currency. */
  address: z.optional(z.string()),
  /** In the requested currency. */
  value: z.number(),
  price: z.number(),
  /** What the account can transfer (the whole balance where the chain holds none back). */
  quantity: z.object({ decimals: z.string(), numeric: numericString }),
  iconUrl: z.string(),
  /**
   * Where the chain holds part of the balance back (polkadot: `free` and `reserved` of
   * `system.account`, in tokens like `quantity`): the figures the transferable one comes from.
   */
  breakdown: z.optional(z.object({ free: numericString, reserved: numericString })),
})
export type TokenBalance = z.infer<typeof tokenBalanceSchema>
export const balancesSchema = z.object({ balances: z.array(tokenBalanceSchema) })

const transferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.string(),
      symbol: z.string(),
      icon: z.optional(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: numericString }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})

/** SPEC.md §3 "Transaction". */
const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    /** ISO 8601. */
    minedAt: z.string(),
    /** CAIP-2. */
    chain: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.optional(z.string()),
  }),
  transfers: z.array(transferSchema),
})
export type Transaction = z.infer<typeof transactionSchema>
export const historySchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullable(z.string()),
})

export const fungiblePriceSchema = z.object({
  fungibles: z.array(
    z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})

/** A registered name with the addresses it points to, per coin type. */
export const nameProfileSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
})
export type NameProfile = z.infer<typeof nameProfileSchema>
export const reverseProfilesSchema = z.array(nameProfileSchema)
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

/** A smart session (SPEC.md §7 does not show its shape; this is Latch's). */
const smartSessionSchema = z.object({
  pci: z.string(),
  /** CAIP-2. */
  chainId: z.string(),
  expiry: z.number(),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })),
  revoked: z.boolean(),
})
export type SmartSession = z.infer<typeof smartSessionSchema>
export const smartSessionsSchema = z.object({ sessions: z.array(smartSessionSchema) })
export const okSchema = z.object({ ok: z.literal(true) })
