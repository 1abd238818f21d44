import { caip122SessionData, type SiwxSession } from '@latch/core'
import { type CosmosSiwxFields, cosmosSiwxProfile } from './cosmosSiwxMessage.js'

/**
 * The SIWX data (core's `SiwxSession.data`) of a Sign-In with Cosmos message's fields: the
 * account as `accountAddress` and the chain as its CAIP-2 id. The client (`cosmosSiwx`) and the
 * server both read sessions back with it, so that they give the same data for a text.
 *
 * @example
 * cosmosSiwxSessionData(parseCosmosSiwxMessage(text)).chainId // 'cosmos:cosmoshub-4'
 */
export function cosmosSiwxSessionData(fields: CosmosSiwxFields): SiwxSession['data'] {
  return caip122SessionData(fields, cosmosSiwxProfile)
}
