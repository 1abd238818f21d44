import { caip122SessionData, type SiwxSession } from '@latch/core'
import { type BitcoinSiwxFields, bitcoinSiwxProfile } from './bitcoinSiwxMessage.js'

/**
 * The SIWX data (core's `SiwxSession.data`) of a Sign-In with Bitcoin message's fields: the
 * address as `accountAddress` (as the message writes it) and the chain as its CAIP-2 id. The
 * client (`siwbSiwx`) and the server both read sessions back with it, so that they give the
 * same data for a text.
 *
 * @example
 * bitcoinSiwxSessionData(parseBitcoinSiwxMessage(text)).chainId // 'bip122:000000000019d6689c085ae165831e93'
 */
export function bitcoinSiwxSessionData(fields: BitcoinSiwxFields): SiwxSession['data'] {
  return caip122SessionData(fields, bitcoinSiwxProfile)
}
