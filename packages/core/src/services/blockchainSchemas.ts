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
  /** In the requested currency; absent when the service has no price for the token. */
  value: z.optional(z.number()),
  /** Absent when the service has no price for the token (never 0 for "unknown"). */
  price: z.optional(z.number()),
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
    z.object({
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      /** Absent when the service has no price for the token. */
      price: z.optional(z.number()),
    }),
  ),
})

const baseUnits = z.string().check(z.regex(/^\d+$/, 'must be an integer of base units'))

/** A token of `/v1/convert/tokens`: `address` is CAIP-10 (the native placeholder for the native currency). */
const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number(),
  logoUri: z.optional(z.string()),
})
export type SwapToken = z.infer<typeof swapTokenSchema>
export const swapTokensSchema = z.object({ tokens: z.array(swapTokenSchema) })

const swapQuoteSchema = z.object({
  id: z.optional(z.string()),
  fromAmount: baseUnits,
  fromAccount: z.string(),
  toAmount: baseUnits,
  toAccount: z.string(),
  /** Percent, as a decimal string. */
  priceImpact: z.optional(numericString),
  /** The tokens the swap goes through, from … to (CAIP-10). */
  route: z.optional(z.array(z.string())),
  fee: z.optional(z.object({ amount: baseUnits, token: z.string() })),
})
export type SwapQuote = z.infer<typeof swapQuoteSchema>
export const swapQuotesSchema = z.object({ quotes: z.array(swapQuoteSchema) })
export const swapAllowanceSchema = z.object({ allowance: baseUnits })
export const swapGasPriceSchema = z.object({
  standard: baseUnits,
  fast: baseUnits,
  instant: baseUnits,
})

/** A transaction to send as the service built it (`from` and `to` CAIP-10). */
const swapTransactionSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be hex data')),
  value: z.optional(baseUnits),
  amount: z.optional(baseUnits),
  eip155: z.optional(z.object({ gas: z.optional(baseUnits), gasPrice: z.optional(baseUnits) })),
  minimumOut: z.optional(baseUnits),
  deadline: z.optional(z.number()),
})
export type SwapTransaction = z.infer<typeof swapTransactionSchema>
export const swapTransactionResponseSchema = z.object({ tx: swapTransactionSchema })

const onrampAmountSchema = z.object({ amount: numericString, currency: z.string() })
export const onrampOptionsSchema = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(
        z.object({ id: z.string(), min: numericString, max: numericString }),
      ),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
})
export const onrampQuoteSchema = z.object({
  paymentTotal: onrampAmountSchema,
  paymentSubtotal: onrampAmountSchema,
  purchaseAmount: onrampAmountSchema,
  networkFee: onrampAmountSchema,
  providerFee: z.optional(onrampAmountSchema),
  quoteId: z.string(),
})
export const onrampUrlSchema = z.object({ url: z.string(), orderId: z.optional(z.string()) })
/** An order of the onramp provider, followed until it completes (Latch's shape). */
export const onrampOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(['created', 'processing', 'completed', 'failed']),
  purchaseAmount: onrampAmountSchema,
  network: z.string(),
  address: z.string(),
  transactionHash: z.optional(z.string()),
  failureReason: z.optional(z.string()),
})
export type OnrampOrder = z.infer<typeof onrampOrderSchema>

/** An NFT an account holds (Latch's shape: SPEC.md §7 does not list the route). */
const nftSchema = z.object({
  /** CAIP-2. */
  chainId: z.string(),
  /** The collection's contract, CAIP-10. */
  contract: z.string(),
  collection: z.object({ name: z.string(), symbol: z.string() }),
  tokenId: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  image: z.optional(z.string()),
  tokenUri: z.optional(z.string()),
})
export type Nft = z.infer<typeof nftSchema>
export const nftsSchema = z.object({ data: z.array(nftSchema), next: z.nullable(z.string()) })

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
