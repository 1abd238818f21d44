import { createHash } from 'node:crypto'
import { type FrameSocialProvider, frameSocialProviders } from '@latch/frame-protocol'
import * as z from 'zod'
import { parseJsonSetting, parseWith } from '../config/parseSetting.js'

/** An OpenID Connect provider the server signs visitors in with, for one social login. */
export type SocialProviderSettings = {
  /** The provider's issuer (its discovery document is read from there); the local one by default. */
  issuer?: string | undefined
  clientId: string
  clientSecret: string
}

/** The options of the secure frame, its embedded wallet and its logins (README "Secure frame"). */
export type FrameOptions = {
  /** `LATCH_FRAME_PORT` (`--frame-port`): the frame's own origin; 8788 by default, 0 picks one. */
  port?: number
  /** `LATCH_FRAME_PUBLIC_URL`: the frame's origin as browsers reach it; the listener's by default. */
  publicUrl?: string
  /**
   * `LATCH_WALLET_KEY`: 64 hex characters, the AES-256-GCM key that seals the wallet keys at
   * rest. Without it a fixed development key is used (see {@link developmentWalletKeyLabel}):
   * fine on a laptop, never in production.
   */
  walletKey?: string
  /** `LATCH_SMTP_URL` (`smtp://user:pass@host:587`): send codes by SMTP; the dev mailbox otherwise. */
  smtpUrl?: string
  /** `LATCH_MAIL_FROM`: the sender of the codes. */
  mailFrom?: string
  /**
   * `LATCH_OIDC_PORT` (`off` for none): the local OpenID provider every social login uses unless
   * `socialProviders` names another; 8789 by default, 0 picks one.
   */
  identityProviderPort?: number | false
  /** `LATCH_SOCIAL_PROVIDERS` (JSON): issuer, client id and secret by social provider. */
  socialProviders?: Partial<Record<FrameSocialProvider, SocialProviderSettings>>
  /** `LATCH_SMART_ACCOUNT_NETWORKS` (comma list of chain ids): none by default. */
  smartAccountNetworks?: readonly number[]
}

export type FrameConfig = {
  port: number
  publicUrl: string | undefined
  walletKey: Uint8Array
  /** Whether {@link walletKey} is the development default (the CLI warns, never prints it). */
  walletKeyIsDevelopmentDefault: boolean
  mail: { kind: 'mailbox'; from: string } | { kind: 'smtp'; url: string; from: string }
  identityProvider: { port: number } | false
  socialProviders: Record<FrameSocialProvider, SocialProviderSettings>
  smartAccountNetworks: readonly number[]
}

export const defaultFramePort = 8788
export const defaultIdentityProviderPort = 8789
export const defaultMailFrom = 'Latch <no-reply@latch.localhost>'

/**
 * What the development wallet key is derived from (SHA-256 of this text). It is public: keys
 * sealed with it are as good as plain text, which is why production sets `LATCH_WALLET_KEY`.
 */
export const developmentWalletKeyLabel = 'latch development wallet key: not for production'

/** The client secret of each social provider on the local OpenID provider. */
export const developmentClientSecret = 'latch-local-client-secret'

const portSchema = z.coerce.number().int().min(0).max(65_535)
const httpUrlSchema = z.url({ protocol: /^https?$/ })
const walletKeySchema = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 256-bit key)')
const providerSettingsSchema = z
  .object({
    issuer: httpUrlSchema.optional(),
    clientId: z.string().min(1).max(256),
    clientSecret: z.string().min(1).max(1024),
  })
  .strict()
const socialProvidersSchema = z.partialRecord(z.enum(frameSocialProviders), providerSettingsSchema)
const chainIdListSchema = z.array(z.coerce.number().int().positive())

function resolveWalletKey(
  value: string | undefined,
): Pick<FrameConfig, 'walletKey' | 'walletKeyIsDevelopmentDefault'> {
  if (value === undefined) {
    return {
      walletKey: new Uint8Array(createHash('sha256').update(developmentWalletKeyLabel).digest()),
      walletKeyIsDevelopmentDefault: true,
    }
  }
  // The message never repeats the value: it is a secret.
  const key = parseWith(walletKeySchema, value, 'LATCH_WALLET_KEY')
  return {
    walletKey: new Uint8Array(Buffer.from(key, 'hex')),
    walletKeyIsDevelopmentDefault: false,
  }
}

/**
 * The secure frame's settings: each from its option, else its environment variable, else
 * its default.
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong.
 */
export function resolveFrameConfig(
  options: FrameOptions = {},
  env: Record<string, string | undefined> = {},
): FrameConfig {
  const smtpUrl = options.smtpUrl ?? (env.LATCH_SMTP_URL || undefined)
  const from = options.mailFrom ?? (env.LATCH_MAIL_FROM || defaultMailFrom)
  const identityProviderPort =
    options.identityProviderPort ??
    (env.LATCH_OIDC_PORT === 'off'
      ? false
      : env.LATCH_OIDC_PORT
        ? parseWith(portSchema, env.LATCH_OIDC_PORT, 'LATCH_OIDC_PORT')
        : defaultIdentityProviderPort)
  const configured = parseWith(
    socialProvidersSchema,
    options.socialProviders ??
      (env.LATCH_SOCIAL_PROVIDERS
        ? parseJsonSetting(
            env.LATCH_SOCIAL_PROVIDERS,
            'LATCH_SOCIAL_PROVIDERS',
            'issuer, clientId and clientSecret by provider',
          )
        : {}),
    'LATCH_SOCIAL_PROVIDERS',
  )
  const socialProviders = Object.fromEntries(
    frameSocialProviders.map((provider) => [
      provider,
      configured[provider] ?? { clientId: provider, clientSecret: developmentClientSecret },
    ]),
  ) as Record<FrameSocialProvider, SocialProviderSettings>
  return {
    port:
      options.port ??
      (env.LATCH_FRAME_PORT
        ? parseWith(portSchema, env.LATCH_FRAME_PORT, 'LATCH_FRAME_PORT')
        : defaultFramePort),
    publicUrl: parseWith(
      httpUrlSchema.transform((url) => new URL(url).origin).optional(),
      options.publicUrl ?? (env.LATCH_FRAME_PUBLIC_URL || undefined),
      'LATCH_FRAME_PUBLIC_URL',
    ),
    ...resolveWalletKey(options.walletKey ?? (env.LATCH_WALLET_KEY || undefined)),
    mail: smtpUrl
      ? {
          kind: 'smtp',
          url: parseWith(z.url({ protocol: /^smtps?$/ }), smtpUrl, 'LATCH_SMTP_URL'),
          from,
        }
      : { kind: 'mailbox', from },
    identityProvider: identityProviderPort === false ? false : { port: identityProviderPort },
    socialProviders,
    smartAccountNetworks: parseWith(
      chainIdListSchema,
      options.smartAccountNetworks ??
        (env.LATCH_SMART_ACCOUNT_NETWORKS ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      'LATCH_SMART_ACCOUNT_NETWORKS',
    ),
  }
}
