import * as z from 'zod/mini'
import { addressSchema, chainIdSchema, hexStringSchema, pageUrlSchema } from './fields.js'

// The APP_RPC_REQUEST payload (SPEC.md §3 "RPC request payload", §5 wallet_sendCalls rule).

export const rpcChainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type RpcChainNamespace = (typeof rpcChainNamespaces)[number]

export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

// Where the request runs; every method carries it.
const rpcTarget = {
  chainNamespace: z.enum(rpcChainNamespaces),
  chainId: z.optional(chainIdSchema),
  rpcUrl: z.optional(pageUrlSchema),
}

const nonNegativeInteger = z.int().check(z.nonnegative())
const solanaEncoded = z.string().check(z.minLength(1))

const solanaSignMessage = z.object({
  ...rpcTarget,
  method: z.literal('solana_signMessage'),
  params: z.object({ message: solanaEncoded, pubkey: addressSchema }),
})

const solanaSignTransaction = z.object({
  ...rpcTarget,
  method: z.literal('solana_signTransaction'),
  params: z.object({ transaction: solanaEncoded }),
})

const solanaSignAllTransactions = z.object({
  ...rpcTarget,
  method: z.literal('solana_signAllTransactions'),
  params: z.object({ transactions: z.array(solanaEncoded) }),
})

const solanaSignAndSendTransaction = z.object({
  ...rpcTarget,
  method: z.literal('solana_signAndSendTransaction'),
  params: z.object({
    transaction: solanaEncoded,
    options: z.optional(
      z.object({
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: z.optional(z.enum(solanaCommitments)),
        maxRetries: z.optional(nonNegativeInteger),
        minContextSlot: z.optional(nonNegativeInteger),
      }),
    ),
  }),
})

const sendCall = z.object({
  to: hexStringSchema,
  data: z.optional(hexStringSchema),
  value: z.optional(z.string()),
})

const walletSendCalls = z.object({
  ...rpcTarget,
  method: z.literal('wallet_sendCalls'),
  params: z.array(
    z.object({
      chainId: chainIdSchema,
      from: hexStringSchema,
      version: z.string(),
      // ERC-5792 v2.0.0: whether the calls must run atomically (the wallet refuses otherwise).
      atomicRequired: z.optional(z.boolean()),
      capabilities: z.optional(z.record(z.string(), z.unknown())),
      calls: z.array(sendCall),
    }),
  ),
})

const methodsWithRules = [
  solanaSignMessage,
  solanaSignTransaction,
  solanaSignAllTransactions,
  solanaSignAndSendTransaction,
  walletSendCalls,
] as const
const ruledMethods: ReadonlySet<string> = new Set(
  methodsWithRules.flatMap((schema) => schema.shape.method.def.values),
)

// Any other method passes through with its params unread: the frame's allow-list (SPEC.md §5)
// decides what runs. Excluding the ruled names keeps a malformed solana_* or wallet_sendCalls
// request from slipping through here.
const otherMethod = z.object({
  ...rpcTarget,
  method: z.string().check(
    z.minLength(1),
    z.refine((method) => !ruledMethods.has(method)),
  ),
  params: z.optional(z.unknown()),
})

/**
 * An RPC request for the embedded wallet: a method and its params, the namespace, and
 * optionally the chain and the RPC URL to use.
 */
export const rpcRequestPayloadSchema = z.union([...methodsWithRules, otherMethod])
export type RpcRequestPayload = z.output<typeof rpcRequestPayloadSchema>
