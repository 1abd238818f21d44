import type { Address, Hex } from 'viem'
import * as z from 'zod'
import { parseWith } from './parseSetting.js'

/** Sign In With Farcaster's options (README "Social login"). */
export type FarcasterOptions = {
  /**
   * `LATCH_FARCASTER_RELAY`: the Farcaster Auth relay that carries a sign-in between the
   * modal and the Farcaster app; `https://relay.farcaster.xyz` by default, in development the
   * testkit's local relay (`http://127.0.0.1:8790`).
   */
  relayUrl?: string
  /**
   * `LATCH_FARCASTER_RPC`: an Optimism JSON-RPC URL, where a signer's fid is read from the ID
   * registry; `https://mainnet.optimism.io` by default, in development the testkit's chain A
   * (`http://127.0.0.1:8545`).
   */
  rpcUrl?: string
  /**
   * `LATCH_FARCASTER_ID_REGISTRY`: the IdRegistry contract on that chain; Farcaster's
   * (`0x00000000Fc6c5F01Fc30151999387Bb99A9f489b`) by default, in development the testkit's
   * stand-in.
   */
  idRegistry?: Address
  /**
   * Development only: the custody key the `/dev/farcaster` page signs with
   * (`LATCH_FARCASTER_DEV_CUSTODY_KEY`) and the relay key it authenticates to the relay with
   * (`LATCH_FARCASTER_DEV_RELAY_KEY`); the testkit's by default.
   */
  developmentWallet?: { custodyKey: Hex; relayKey: string }
}

export type FarcasterConfig = {
  relayUrl: string
  rpcUrl: string
  idRegistry: Address
  /** The `/dev/farcaster` page's wallet; `undefined` outside development. */
  developmentWallet: { custodyKey: Hex; relayKey: string } | undefined
}

export const farcasterDefaults = {
  relayUrl: 'https://relay.farcaster.xyz',
  rpcUrl: 'https://mainnet.optimism.io',
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
} as const satisfies Omit<FarcasterConfig, 'developmentWallet'>

/**
 * The testkit's stand-ins (`startLocalFarcasterRelay`, the ID registry `startLocalChains`
 * deploys on chain A, its custody key of fid 1 and the local relay's key): public values, for
 * local chains only.
 */
export const farcasterDevelopmentDefaults = {
  relayUrl: 'http://127.0.0.1:8790',
  rpcUrl: 'http://127.0.0.1:8545',
  idRegistry: '0x43dED9276d48B114220c0d142a27E179C2A2554a',
  developmentWallet: {
    custodyKey: '0x42576c5ea33d9e955ca4515106c65f5373adb2bf3e46ecc0d6d1a4b89a0dc1de',
    relayKey: 'latch-development-relay-key',
  },
} as const satisfies FarcasterConfig

const urlSchema = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))
const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x and 40 hex characters)')
  .transform((value) => value as Address)
const keySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key (0x and 64 hex characters)')
  .transform((value) => value as Hex)

/**
 * Sign In With Farcaster's settings: each from its option, else its variable, else its
 * default (the real relay and Optimism, or in development the testkit's stand-ins).
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong.
 */
export function resolveFarcasterConfig(
  options: FarcasterOptions | undefined,
  env: Record<string, string | undefined>,
  development: boolean,
): FarcasterConfig {
  const defaults = development ? farcasterDevelopmentDefaults : farcasterDefaults
  const wallet = farcasterDevelopmentDefaults.developmentWallet
  return {
    relayUrl: parseWith(
      urlSchema,
      options?.relayUrl ?? (env.LATCH_FARCASTER_RELAY || defaults.relayUrl),
      'LATCH_FARCASTER_RELAY',
    ),
    rpcUrl: parseWith(
      urlSchema,
      options?.rpcUrl ?? (env.LATCH_FARCASTER_RPC || defaults.rpcUrl),
      'LATCH_FARCASTER_RPC',
    ),
    idRegistry: parseWith(
      addressSchema,
      options?.idRegistry ?? (env.LATCH_FARCASTER_ID_REGISTRY || defaults.idRegistry),
      'LATCH_FARCASTER_ID_REGISTRY',
    ),
    developmentWallet: development
      ? {
          custodyKey: parseWith(
            keySchema,
            options?.developmentWallet?.custodyKey ??
              (env.LATCH_FARCASTER_DEV_CUSTODY_KEY || wallet.custodyKey),
            'LATCH_FARCASTER_DEV_CUSTODY_KEY',
          ),
          relayKey:
            options?.developmentWallet?.relayKey ??
            (env.LATCH_FARCASTER_DEV_RELAY_KEY || wallet.relayKey),
        }
      : undefined,
  }
}
