import type { Keplr } from '@keplr-wallet/types'

/**
 * The part of Keplr's injected API (`window.keplr`, `@keplr-wallet/types` 0.13.41) that the
 * Cosmos test wallet implements: permissions, keys, the three offline signers, direct, amino
 * and ADR-036 signatures, chain suggestions and broadcasting. Keplr's Ethereum, Starknet,
 * Bitcoin, Secret Network and ICNS parts are left out.
 */
export type KeplrTestWalletApi = Pick<
  Keplr,
  | 'version'
  | 'mode'
  | 'defaultOptions'
  | 'ping'
  | 'enable'
  | 'disable'
  | 'experimentalSuggestChain'
  | 'getKey'
  | 'getKeysSettled'
  | 'signAmino'
  | 'signDirect'
  | 'signArbitrary'
  | 'verifyArbitrary'
  | 'sendTx'
  | 'getOfflineSigner'
  | 'getOfflineSignerOnlyAmino'
  | 'getOfflineSignerAuto'
>

/** The event Keplr dispatches on `window` when the user switches accounts. */
export const keplrKeystoreChangeEvent = 'keplr_keystorechange'

/**
 * What SIGN_MODE_DIRECT signs, as `signDirect` takes it: the protobuf `SignDoc`'s fields, its
 * account number as anything printable (a `Long` from Keplr's types, a bigint from cosmjs).
 */
export type DirectSignDocInput = {
  readonly bodyBytes?: Uint8Array | null
  readonly authInfoBytes?: Uint8Array | null
  readonly chainId?: string | null
  readonly accountNumber?: { toString(): string } | null
}
