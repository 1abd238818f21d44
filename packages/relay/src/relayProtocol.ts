import * as z from 'zod'
import { maxAttestationBytes, type RelayLimits } from './relayConfig.js'
import { RelayRpcError, relayErrorCodes } from './relayError.js'

// The params of the relay methods as `@walletconnect/core` 2.25 sends them (its publisher,
// subscriber and sign-client's engine). Objects stay open: the SDK adds fields the relay has
// no use for (`prompt`, and the unencrypted "transaction verification fields" correlationId,
// chainId, rpcMethods, txHashes …), which are read past and never stored.

const topicSchema = z
  .string({ error: 'must be a topic (64 hexadecimal characters)' })
  .regex(/^[0-9a-fA-F]{64}$/, 'must be a topic (64 hexadecimal characters)')

// Encrypted envelopes are base64 (or base64url in link mode): a text, never empty.
const messageSchema = z.string({ error: 'must be a text' }).min(1, 'must not be empty')

// Published with the message and given to each receiver; the SDK uses 1100–1121.
const tagSchema = z.number().int().min(0).max(4_294_967_295).optional()

const attestationSchema = z.string().max(maxAttestationBytes).optional()

function ttlSchema(maxTtlSeconds: number) {
  const error = `must be a number of seconds from 1 to ${maxTtlSeconds}`
  return z
    .number({ error })
    .finite(error)
    .min(1, error)
    .max(maxTtlSeconds, error)
    .transform((ttl) => Math.ceil(ttl))
}

function publishSchema(limits: RelayLimits) {
  return z.looseObject({
    topic: topicSchema,
    message: messageSchema,
    ttl: ttlSchema(limits.maxTtlSeconds),
    tag: tagSchema,
    attestation: attestationSchema,
  })
}

function topicListSchema(max: number) {
  return z.array(topicSchema).min(1, 'must list at least one topic').max(max, `at most ${max}`)
}

// The SDK subscribes again in batches of at most 500 topics.
const maxTopicsPerBatch = 500

/** The params schema of each method the relay answers, by method name. */
export function relayParamsSchemas(limits: RelayLimits) {
  const publish = publishSchema(limits)
  const sessionTtl = ttlSchema(limits.maxTtlSeconds).default(300)
  return {
    irn_publish: publish,
    irn_batchPublish: z.looseObject({
      messages: z
        .array(publish)
        .min(1, 'must hold at least one message')
        .max(limits.burst, `at most ${limits.burst} messages in one batch`),
    }),
    irn_subscribe: z.looseObject({ topic: topicSchema }),
    irn_batchSubscribe: z.looseObject({ topics: topicListSchema(maxTopicsPerBatch) }),
    irn_unsubscribe: z.looseObject({ topic: topicSchema, id: z.string().max(256) }),
    irn_batchUnsubscribe: z.looseObject({
      subscriptions: z
        .array(z.looseObject({ topic: topicSchema, id: z.string().max(256) }))
        .min(1, 'must list at least one subscription')
        .max(maxTopicsPerBatch, `at most ${maxTopicsPerBatch}`),
    }),
    irn_fetchMessages: z.looseObject({ topic: topicSchema }),
    irn_batchFetchMessages: z.looseObject({ topics: topicListSchema(maxTopicsPerBatch) }),
    // sign-client 2.25's connect(): the proposal on the pairing topic, whose creator never
    // subscribes to it itself (`skipSubscribe`): the relay subscribes it.
    wc_proposeSession: z.looseObject({
      pairingTopic: topicSchema,
      sessionProposal: messageSchema,
      ttl: sessionTtl,
      attestation: attestationSchema,
    }),
    // sign-client 2.25's approve(): the answer on the pairing topic and the settlement on the
    // new session topic, which the wallet again does not subscribe to itself.
    wc_approveSession: z.looseObject({
      sessionTopic: topicSchema,
      pairingTopic: topicSchema,
      sessionProposalResponse: messageSchema,
      sessionSettlementRequest: messageSchema,
      ttl: sessionTtl,
      attestation: attestationSchema,
    }),
  }
}

export type RelayParamsSchemas = ReturnType<typeof relayParamsSchemas>
export type RelayMethod = keyof RelayParamsSchemas
export type RelayParams<Method extends RelayMethod> = z.output<RelayParamsSchemas[Method]>

/** The tags sign-client gives these messages when it publishes them itself (`ENGINE_RPC_OPTS`). */
export const sessionTags = {
  proposal: 1100,
  proposalResponse: 1101,
  settlement: 1102,
} as const

/**
 * `params` read by the method's schema.
 *
 * @throws {RelayRpcError} `invalidParams`, naming the first field that is wrong.
 */
export function parseRelayParams<Method extends RelayMethod>(
  schemas: RelayParamsSchemas,
  method: Method,
  params: unknown,
): RelayParams<Method> {
  const result = (schemas[method] as unknown as z.ZodType<RelayParams<Method>>).safeParse(params)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.') ?? ''
  throw new RelayRpcError(
    relayErrorCodes.invalidParams,
    field
      ? `Invalid params: ${field} ${issue?.message ?? 'is invalid'}`
      : `Invalid params: ${typeof params === 'object' && params !== null ? (issue?.message ?? 'invalid') : 'must be an object'}`,
    field ? { field } : undefined,
  )
}

export function isRelayMethod(schemas: RelayParamsSchemas, method: string): method is RelayMethod {
  return Object.hasOwn(schemas, method)
}
