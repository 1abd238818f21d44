import { createHash } from 'node:crypto'
import { type FrameSocialProvider, frameSocialProviders } from '@latch/frame-protocol'
import * as z from 'zod'
import { parseJsonSetting, parseWith, ServerConfigError } from '../config/parseSetting.js'
import type { LockoutLimit } from '../http/storedRateLimits.js'

/** The frame's limits per client address and per email, each with a lockout past it. */
export type FrameRateLimits = {
  /** Every `/api/*` request, per client address. */
  api: LockoutLimit
  /** Codes mailed, per client address (on top of the 30 s cooldown per email). */
  codeMailPerAddress: LockoutLimit
  /** Codes mailed to one email. */
  codeMailPerEmail: LockoutLimit
  /**
   * Codes tried, per client address. Per email, the codes mailed are the limit: each has five
   * tries, so at most 25 guesses an hour reach one address's codes by default.
   */
  codeVerifyPerAddress: LockoutLimit
}

const minute = 60_000

/** The frame's default limits: well above one visitor's use, far below a script's. */
export const defaultFrameRateLimits: FrameRateLimits = {
  api: { max: 240, windowMs: minute, lockoutMs: 5 * minute },
  codeMailPerAddress: { max: 10, windowMs: 10 * minute, lockoutMs: 30 * minute },
  codeMailPerEmail: { max: 5, windowMs: 60 * minute, lockoutMs: 60 * minute },
  codeVerifyPerAddress: { max: 30, windowMs: 10 * minute, lockoutMs: 30 * minute },
}

function parseApiLimit(value: string): LockoutLimit {
  const match = /^(\d+)\/(\d+)$/.exec(value)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new ServerConfigError('LATCH_FRAME_RATE_LIMIT: use <max requests>/<seconds>')
  }
  return { ...defaultFrameRateLimits.api, max: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}

/**
 * A social login's client at its provider (src/social/socialProfiles.ts says how each is signed
 * in with): a client id and secret; the provider's real endpoints unless pointed elsewhere.
 */
export type SocialProviderSettings = {
  /**
   * An OpenID Connect issuer (its discovery document is read from there): Google's and Apple's
   * by default; given for another provider, that provider signs in through this issuer instead.
   */
  issuer?: string | undefined
  clientId: string
  clientSecret: string
  /** OAuth 2 providers: the origin (and path prefix) their default endpoints' paths are kept on. */
  baseUrl?: string | undefined
  authorizationEndpoint?: string | undefined
  tokenEndpoint?: string | undefined
  userInfoEndpoint?: string | undefined
  /** Development only, for a provider not configured: its stand-in on the local provider. */
  standIn?: true
}

/** The options of the secure frame, its embedded wallet and its logins (README "Secure frame"). */
export type FrameOptions = {
  /** `LATCH_FRAME_PORT` (`--frame-port`): the frame's own origin; 8788 by default, 0 picks one. */
  port?: number
  /** `LATCH_FRAME_PUBLIC_URL`: the frame's origin as browsers reach it; the listener's by default. */
  publicUrl?: string
  /**
   * `LATCH_WALLET_KEY`: 64 hex characters, the AES-256-GCM key that seals the wallet keys at
   * rest. Without it, only in development, a public development key is used (see
   * {@link developmentWalletKeyLabel}).
   */
  walletKey?: string
  /** `LATCH_SMTP_URL` (`smtp://user:pass@host:587`): send codes by SMTP; in development, the mailbox otherwise. */
  smtpUrl?: string
  /** `LATCH_MAIL_FROM`: the sender of the codes. */
  mailFrom?: string
  /**
   * `LATCH_OIDC_PORT` (`off` for none): in development only, the local OpenID provider every
   * social login uses unless `socialProviders` names another; 8789 by default, 0 picks one.
   */
  identityProviderPort?: number | false
  /**
   * `LATCH_SOCIAL_PROVIDERS` (JSON): client id and secret (and, optionally, the issuer or the
   * endpoints) by social provider.
   */
  socialProviders?: Partial<Record<FrameSocialProvider, SocialProviderSettings>>
  /** The frame's rate limits; `LATCH_FRAME_RATE_LIMIT` (`<max>/<seconds>`) sets the API's. */
  rateLimits?: Partial<FrameRateLimits>
}

export type FrameConfig = {
  port: number
  publicUrl: string | undefined
  /** None outside development when `LATCH_WALLET_KEY` is not set. */
  walletKey: Uint8Array | undefined
  /** Whether {@link walletKey} is the development default (the CLI warns, never prints it). */
  walletKeyIsDevelopmentDefault: boolean
  /** `none`: no SMTP outside development, so no email login. */
  mail:
    | { kind: 'mailbox'; from: string }
    | { kind: 'smtp'; url: string; from: string }
    | { kind: 'none'; from: string }
  identityProvider: { port: number } | false
  /** The providers social login can use (in development, every one). */
  socialProviders: Partial<Record<FrameSocialProvider, SocialProviderSettings>>
  rateLimits: FrameRateLimits
}

export const defaultFramePort = 8788
export const defaultIdentityProviderPort = 8789
const defaultMailFrom = 'Latch <no-reply@latch.localhost>'

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
    baseUrl: httpUrlSchema.optional(),
    authorizationEndpoint: httpUrlSchema.optional(),
    tokenEndpoint: httpUrlSchema.optional(),
    userInfoEndpoint: httpUrlSchema.optional(),
  })
  .strict()
const socialProvidersSchema = z.partialRecord(z.enum(frameSocialProviders), providerSettingsSchema)

function resolveWalletKey(
  value: string | undefined,
  development: boolean,
): Pick<FrameConfig, 'walletKey' | 'walletKeyIsDevelopmentDefault'> {
  if (value === undefined) {
    // Outside development there is no key: no wallet can be made (serverConfig.ts refuses to
    // start a server whose projects offer logins without one).
    if (!development) return { walletKey: undefined, walletKeyIsDevelopmentDefault: false }
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
  development = false,
): FrameConfig {
  const smtpUrl = options.smtpUrl ?? (env.LATCH_SMTP_URL || undefined)
  const from = options.mailFrom ?? (env.LATCH_MAIL_FROM || defaultMailFrom)
  // The local OpenID provider, where any name signs in, is a development stand-in only.
  const identityProviderPort = !development
    ? false
    : (options.identityProviderPort ??
      (env.LATCH_OIDC_PORT === 'off'
        ? false
        : env.LATCH_OIDC_PORT
          ? parseWith(portSchema, env.LATCH_OIDC_PORT, 'LATCH_OIDC_PORT')
          : defaultIdentityProviderPort))
  const configured = parseWith(
    socialProvidersSchema,
    options.socialProviders ??
      (env.LATCH_SOCIAL_PROVIDERS
        ? parseJsonSetting(
            env.LATCH_SOCIAL_PROVIDERS,
            'LATCH_SOCIAL_PROVIDERS',
            'clientId and clientSecret (and optionally issuer or endpoints) by provider',
          )
        : {}),
    'LATCH_SOCIAL_PROVIDERS',
  )
  // In development a provider not configured signs in on its stand-in on the local provider;
  // otherwise it is not offered at all.
  const socialProviders: Partial<Record<FrameSocialProvider, SocialProviderSettings>> = development
    ? Object.fromEntries(
        frameSocialProviders.map((provider) => [
          provider,
          configured[provider] ?? {
            clientId: provider,
            clientSecret: developmentClientSecret,
            standIn: true,
          },
        ]),
      )
    : configured
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
    ...resolveWalletKey(options.walletKey ?? (env.LATCH_WALLET_KEY || undefined), development),
    mail: smtpUrl
      ? {
          kind: 'smtp',
          url: parseWith(z.url({ protocol: /^smtps?$/ }), smtpUrl, 'LATCH_SMTP_URL'),
          from,
        }
      : development
        ? { kind: 'mailbox', from }
        : { kind: 'none', from },
    identityProvider: identityProviderPort === false ? false : { port: identityProviderPort },
    socialProviders,
    rateLimits: {
      ...defaultFrameRateLimits,
      ...(env.LATCH_FRAME_RATE_LIMIT ? { api: parseApiLimit(env.LATCH_FRAME_RATE_LIMIT) } : {}),
      ...options.rateLimits,
    },
  }
}
