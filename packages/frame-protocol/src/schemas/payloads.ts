import * as z from 'zod/mini'
import type { AppEventType } from '../eventTypes.js'
import {
  addressSchema,
  chainIdSchema,
  emailSchema,
  embeddedAccountTypeSchema,
  emptyPayloadSchema,
  pageUrlSchema,
  socialProviderSchema,
  themeModeSchema,
} from './fields.js'
import { rpcRequestPayloadSchema } from './rpcRequest.js'

// The payload of each app-to-frame request (SPEC.md §3 "Frame payload shapes").

const switchNetworkPayloadSchema = z.object({
  chainId: chainIdSchema,
  rpcUrl: z.optional(pageUrlSchema),
})

const emailPayloadSchema = z.object({ email: emailSchema })

export const preferredAccountPayloadSchema = z.object({
  type: embeddedAccountTypeSchema,
  address: addressSchema,
})

const syncThemePayloadSchema = z.object({
  themeMode: z.optional(themeModeSchema),
  themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
})

const syncDappDataPayloadSchema = z.object({
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    }),
  ),
  sdkVersion: z.string(),
  sdkType: z.string(),
  projectId: z.string(),
})

/** The payload schema of every request, by its type. */
export const appEventPayloadSchemas = {
  APP_SWITCH_NETWORK: switchNetworkPayloadSchema,
  APP_CONNECT_EMAIL: emailPayloadSchema,
  APP_CONNECT_DEVICE: emptyPayloadSchema,
  // The code is typed in the frame itself (its own field), never sent by the page.
  APP_CONNECT_OTP: emptyPayloadSchema,
  APP_CONNECT_SOCIAL: z.object({
    /** The address the social popup ended on; it carries the provider's result. */
    uri: pageUrlSchema,
    preferredAccountType: z.optional(embeddedAccountTypeSchema),
    chainId: z.optional(chainIdSchema),
  }),
  APP_GET_FARCASTER_URI: emptyPayloadSchema,
  APP_CONNECT_FARCASTER: emptyPayloadSchema,
  APP_GET_USER: z.object({
    chainId: z.optional(chainIdSchema),
    preferredAccountType: z.optional(embeddedAccountTypeSchema),
  }),
  APP_GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderSchema }),
  APP_SIGN_OUT: emptyPayloadSchema,
  APP_IS_CONNECTED: emptyPayloadSchema,
  APP_GET_CHAIN_ID: emptyPayloadSchema,
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: emptyPayloadSchema,
  APP_INIT_SMART_ACCOUNT: emptyPayloadSchema,
  APP_SET_PREFERRED_ACCOUNT: preferredAccountPayloadSchema,
  APP_RPC_REQUEST: rpcRequestPayloadSchema,
  APP_UPDATE_EMAIL: emailPayloadSchema,
  APP_UPDATE_EMAIL_PRIMARY_OTP: emptyPayloadSchema,
  APP_UPDATE_EMAIL_SECONDARY_OTP: emptyPayloadSchema,
  APP_SYNC_THEME: syncThemePayloadSchema,
  APP_SYNC_DAPP_DATA: syncDappDataPayloadSchema,
  APP_RELOAD: emptyPayloadSchema,
  APP_RPC_ABORT: emptyPayloadSchema,
} as const satisfies Record<AppEventType, z.ZodMiniType>

/**
 * The payload of the request `T`, as a handler receives it.
 *
 * @example
 * const payload: AppEventPayload<'APP_CONNECT_EMAIL'> = { email: 'ada@example.com' }
 */
export type AppEventPayload<T extends AppEventType = AppEventType> = z.output<
  (typeof appEventPayloadSchemas)[T]
>
