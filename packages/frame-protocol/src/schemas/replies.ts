import * as z from 'zod/mini'
import type { AppEventType, FrameNoticeType } from '../eventTypes.js'
import { frameErrorMessages } from '../frameError.js'
import {
  addressSchema,
  chainIdSchema,
  emailSchema,
  embeddedAccountTypeSchema,
  emptyPayloadSchema,
  frameSocialProviders,
  pageUrlSchema,
} from './fields.js'
import { preferredAccountPayloadSchema } from './payloads.js'

// The payloads the frame sends: the result of each request, the error of any request, and its
// notices (SPEC.md §3 "User record", "Frame payload shapes", "SIWX message").

const siwxMessageSchema = z.object({
  accountAddress: addressSchema,
  chainId: chainIdSchema,
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  notBefore: z.optional(z.string()),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  /** The embedded wallet's variant carries the message as signed. */
  serializedMessage: z.optional(z.string()),
})

/** The embedded wallet's user (SPEC.md §3 "User record (embedded wallet)"). */
export const userRecordSchema = z.object({
  email: z.optional(emailSchema),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.optional(
    z.array(z.object({ address: addressSchema, type: embeddedAccountTypeSchema })),
  ),
  userName: z.optional(z.string()),
  /** How the visitor signed in, when it was with a social account. */
  socialProvider: z.optional(z.enum([...frameSocialProviders, 'farcaster'])),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(embeddedAccountTypeSchema),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(siwxMessageSchema),
})
export type UserRecord = z.output<typeof userRecordSchema>

/** The result payload of every request's `_SUCCESS` reply, by the request's type. */
export const successPayloadSchemas = {
  APP_SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  APP_CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  APP_CONNECT_DEVICE: emptyPayloadSchema,
  APP_CONNECT_OTP: emptyPayloadSchema,
  APP_CONNECT_SOCIAL: userRecordSchema,
  APP_GET_FARCASTER_URI: z.object({ url: pageUrlSchema }),
  APP_CONNECT_FARCASTER: userRecordSchema,
  APP_GET_USER: userRecordSchema,
  APP_GET_SOCIAL_REDIRECT_URI: z.object({ uri: pageUrlSchema }),
  APP_SIGN_OUT: emptyPayloadSchema,
  APP_IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  APP_GET_CHAIN_ID: z.object({ chainId: chainIdSchema }),
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.int().check(z.positive())),
  }),
  APP_INIT_SMART_ACCOUNT: z.object({ address: addressSchema, isDeployed: z.boolean() }),
  APP_SET_PREFERRED_ACCOUNT: preferredAccountPayloadSchema,
  // The wallet's answer: its shape depends on the method, and the caller reads it.
  APP_RPC_REQUEST: z.unknown(),
  APP_UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  APP_UPDATE_EMAIL_PRIMARY_OTP: emptyPayloadSchema,
  APP_UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  APP_SYNC_THEME: emptyPayloadSchema,
  APP_SYNC_DAPP_DATA: emptyPayloadSchema,
  APP_RELOAD: emptyPayloadSchema,
  APP_RPC_ABORT: emptyPayloadSchema,
} as const satisfies Record<AppEventType, z.ZodMiniType>

/**
 * The result of the request `T`.
 *
 * @example
 * const result: SuccessPayload<'APP_IS_CONNECTED'> = { isConnected: true }
 */
export type SuccessPayload<T extends AppEventType = AppEventType> = z.output<
  (typeof successPayloadSchemas)[T]
>

/** The payload of every `_ERROR` reply: a message, "An error occurred" when it has none. */
export const errorPayloadSchema = z._default(
  z.object({ message: z._default(z.string(), frameErrorMessages.REQUEST_FAILED) }),
  () => ({ message: frameErrorMessages.REQUEST_FAILED }),
)
export type ErrorPayload = z.output<typeof errorPayloadSchema>

/** The payload of each event the frame sends on its own. */
export const noticePayloadSchemas = {
  FRAME_READY: z._default(z.object({ version: z.optional(z.string()) }), () => ({})),
  FRAME_SESSION_UPDATE: z.object({ token: z.string() }),
  FRAME_RELOAD_SUCCESS: emptyPayloadSchema,
  FRAME_RELOAD_ERROR: errorPayloadSchema,
  FRAME_UNVERIFIED_DOMAIN: emptyPayloadSchema,
} as const satisfies Record<FrameNoticeType, z.ZodMiniType>

export type NoticePayload<T extends FrameNoticeType = FrameNoticeType> = z.output<
  (typeof noticePayloadSchemas)[T]
>
