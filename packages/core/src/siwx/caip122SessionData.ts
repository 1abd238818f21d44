import type { Caip122Fields } from './caip122Fields.js'
import type { Caip122Profile } from './caip122Profile.js'
import type { SiwxSession } from './siwxConfig.js'

/**
 * The SIWX data (core's `SiwxSession.data`) of a CAIP-122 message's fields: the address as
 * `accountAddress` and the chain as its CAIP-2 id in the profile's namespace. A client and a
 * server that both read sessions back with it give the same data for a text.
 *
 * @example
 * caip122SessionData(parseCaip122Message(text, solanaSiwxProfile), solanaSiwxProfile).chainId
 * // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function caip122SessionData(
  fields: Caip122Fields,
  profile: Pick<Caip122Profile, 'namespace'>,
): SiwxSession['data'] {
  const { address, chainId, ...rest } = fields
  return { ...rest, accountAddress: address, chainId: `${profile.namespace}:${chainId}` }
}
