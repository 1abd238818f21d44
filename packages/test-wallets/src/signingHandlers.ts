import { isHex, type TypedDataDefinition } from 'viem'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { invalidParams } from './requestParams.js'
import type { RpcHandlers } from './walletMethods.js'
import type { WalletSession } from './walletSession.js'

/** Signatures by the selected account: EIP-191 messages and EIP-712 typed data. */
export function signingHandlers(session: WalletSession): RpcHandlers {
  return {
    personal_sign: (params) => {
      const [message, address] = params
      session.requireOwnAddress(address)
      if (typeof message !== 'string') throw invalidParams('personal_sign expects a message string')
      return session.currentAccount().signMessage({
        message: isHex(message) ? { raw: message } : message,
      })
    },

    eth_signTypedData_v4: async (params) => {
      const [address, typedData] = params
      session.requireOwnAddress(address)
      let definition: unknown = typedData
      if (typeof typedData === 'string') {
        try {
          definition = JSON.parse(typedData)
        } catch {
          throw invalidParams('eth_signTypedData_v4 expects typed data as JSON')
        }
      }
      if (
        typeof definition !== 'object' ||
        definition === null ||
        !('types' in definition) ||
        !('primaryType' in definition) ||
        !('message' in definition)
      ) {
        throw invalidParams('typed data needs types, primaryType, domain and message')
      }
      try {
        return await session.currentAccount().signTypedData(definition as TypedDataDefinition)
      } catch (error) {
        throw new ProviderRpcError(
          providerErrorCodes.invalidParams,
          `Cannot sign these typed data: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      }
    },
  }
}
