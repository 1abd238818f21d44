import { caip122SessionData, type SiwxSession } from '@latch/core'
import { type SolanaSiwxFields, solanaSiwxProfile } from './solanaSiwxMessage.js'

/**
 * The SIWX data (core's `SiwxSession.data`) of a Sign-In with Solana message's fields: the
 * account as `accountAddress` and the cluster as its CAIP-2 id. The client (`siwsSiwx`) and
 * the server both read sessions back with it, so that they give the same data for a text.
 *
 * @example
 * solanaSiwxSessionData(parseSolanaSiwxMessage(text)).chainId // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function solanaSiwxSessionData(fields: SolanaSiwxFields): SiwxSession['data'] {
  return caip122SessionData(fields, solanaSiwxProfile)
}
