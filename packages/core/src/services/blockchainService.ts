import {
  balancesSchema,
  fungiblePriceSchema,
  historySchema,
  identitySchema,
  nameProfileSchema,
  nameSuggestionsSchema,
  okSchema,
  reverseProfilesSchema,
  smartSessionsSchema,
  supportedChainsSchema,
} from './blockchainSchemas.js'
import {
  createServiceClient,
  type RequestOptions,
  type ServiceClientParameters,
} from './serviceClient.js'

/** Name lookups ask for the second version of the profile answers. */
const PROFILE_API_VERSION = 2

const segment = encodeURIComponent

/**
 * The blockchain service of SPEC.md §7 (swap and onramp calls join later): every call adds
 * `projectId`, `st` and `sv`, and every answer is checked against its schema.
 */
export function createBlockchainService(parameters: ServiceClientParameters) {
  const client = createServiceClient(parameters)
  return {
    getSupportedChains: () => client.getJson('v1/supported-chains', supportedChainsSchema),
    getIdentity: (address: string, sender?: string) =>
      client.getJson(`/v1/identity/${segment(address)}`, identitySchema, { sender }),
    /** `account` is a CAIP-10 or plain address; `chainId` a CAIP-2 id. */
    getHistory: (account: string, parameters: { cursor?: string; chainId?: string } = {}) =>
      client.getJson(`/v1/account/${segment(account)}/history`, historySchema, parameters),
    getBalances: (address: string, parameters: { chainId: string; forceUpdate?: string }) =>
      client.getJson(`/v1/account/${segment(address)}/balance`, balancesSchema, {
        currency: 'usd',
        ...parameters,
      }),
    getFungiblePrices: (addresses: readonly string[]) =>
      client.postJson(
        '/v1/fungible/price',
        {
          currency: 'usd',
          addresses,
          projectId: parameters.sdk.projectId,
        },
        fungiblePriceSchema,
      ),
    lookupName: (name: string) =>
      client.getJson(`/v1/profile/account/${segment(name)}`, nameProfileSchema, {
        apiVersion: PROFILE_API_VERSION,
      }),
    reverseLookup: (address: string, sender?: string) =>
      client.getJson(`/v1/profile/reverse/${segment(address)}`, reverseProfilesSchema, {
        sender,
        apiVersion: PROFILE_API_VERSION,
      }),
    getNameSuggestions: (name: string, zone: string, options?: RequestOptions) =>
      client.getJson(
        `/v1/profile/suggestions/${segment(name)}`,
        nameSuggestionsSchema,
        { zone },
        options,
      ),
    registerName: (body: {
      coin_type: number
      address: string
      message: string
      signature: string
    }) => client.postJson('/v1/profile/account', body, nameProfileSchema),
    getSessions: (address: string) =>
      client.getJson(`/v1/sessions/${segment(address)}`, smartSessionsSchema),
    revokeSession: (address: string, body: { pci: string; signature: string }) =>
      client.postJson(`/v1/sessions/${segment(address)}/revoke`, body, okSchema),
  }
}

export type BlockchainService = ReturnType<typeof createBlockchainService>
