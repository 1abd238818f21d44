import {
  balancesSchema,
  fungiblePriceSchema,
  historySchema,
  identitySchema,
  nameProfileSchema,
  nameSuggestionsSchema,
  nftsSchema,
  okSchema,
  onrampOptionsSchema,
  onrampOrderSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  reverseProfilesSchema,
  smartSessionsSchema,
  supportedChainsSchema,
  swapAllowanceSchema,
  swapGasPriceSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionResponseSchema,
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
 * The blockchain service of SPEC.md §7: every call adds `projectId`, `st` and `sv`, and every
 * answer is checked against its schema. Token ids of the swap calls are CAIP-10 and amounts
 * integers of base units.
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
    getSwapTokens: (chainId: string, search?: string) =>
      client.getJson('/v1/convert/tokens', swapTokensSchema, { chainId, search }),
    getSwapQuotes: (query: {
      amount: string
      userAddress: string
      from: string
      to: string
      gasPrice?: string
    }) => client.getJson('/v1/convert/quotes', swapQuotesSchema, query),
    getSwapAllowance: (query: { tokenAddress: string; userAddress: string }) =>
      client.getJson('/v1/convert/allowance', swapAllowanceSchema, query),
    getSwapGasPrice: (chainId: string) =>
      client.getJson('/v1/convert/gas-price', swapGasPriceSchema, { chainId }),
    buildSwapApprove: (query: { userAddress: string; from: string; to: string; amount: string }) =>
      client.getJson('/v1/convert/build-approve', swapTransactionResponseSchema, query),
    buildSwapTransaction: (body: {
      amount: string
      slippage: number
      from: string
      to: string
      userAddress: string
      disableEstimate?: boolean
    }) =>
      client.postJson(
        '/v1/convert/build-transaction',
        {
          amount: body.amount,
          eip155: { slippage: String(body.slippage) },
          projectId: parameters.sdk.projectId,
          from: body.from,
          to: body.to,
          userAddress: body.userAddress,
          disableEstimate: body.disableEstimate ?? false,
        },
        swapTransactionResponseSchema,
      ),
    getOnrampOptions: () => client.getJson('/v1/onramp/options', onrampOptionsSchema),
    getOnrampQuote: (body: {
      purchaseCurrency: string
      paymentCurrency: string
      amount: string
      network: string | undefined
    }) => client.postJson('/v1/onramp/quote', body, onrampQuoteSchema),
    generateOnrampUrl: (body: {
      destinationWallets: readonly {
        address: string
        blockchains: readonly string[]
        assets: readonly string[]
      }[]
      defaultNetwork: string | undefined
      partnerUserId: string
      presetFiatAmount: string
      paymentCurrency: string
    }) =>
      client.postJson(
        '/v1/generators/onrampurl',
        { ...body, defaultExperience: 'buy' },
        onrampUrlSchema,
      ),
    getOnrampOrder: (orderId: string) =>
      client.getJson(`/v1/onramp/orders/${segment(orderId)}`, onrampOrderSchema),
    getNfts: (address: string, query: { chainId: string; cursor?: string; limit?: number }) =>
      client.getJson(`/v1/account/${segment(address)}/nfts`, nftsSchema, query),
    getSessions: (address: string) =>
      client.getJson(`/v1/sessions/${segment(address)}`, smartSessionsSchema),
    revokeSession: (address: string, body: { pci: string; signature: string }) =>
      client.postJson(`/v1/sessions/${segment(address)}/revoke`, body, okSchema),
  }
}

export type BlockchainService = ReturnType<typeof createBlockchainService>
