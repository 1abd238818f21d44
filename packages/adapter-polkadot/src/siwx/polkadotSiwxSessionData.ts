import { caip122SessionData, type SiwxSession } from '@latch/core'
import { type PolkadotSiwxFields, polkadotSiwxProfile } from './polkadotSiwxMessage.js'

/**
 * The SIWX data (core's `SiwxSession.data`) of a Sign-In with Substrate message's fields: the
 * account as `accountAddress` and the chain as its CAIP-2 id. The client (`sisSiwx`) and the
 * server both read sessions back with it, so that they give the same data for a text.
 *
 * @example
 * polkadotSiwxSessionData(parsePolkadotSiwxMessage(text)).chainId // 'polkadot:91b171bb…'
 */
export function polkadotSiwxSessionData(fields: PolkadotSiwxFields): SiwxSession['data'] {
  return caip122SessionData(fields, polkadotSiwxProfile)
}
