import { numberToHex } from 'viem'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { invalidParams, objectParam, parseChainIdHex } from './requestParams.js'
import type { RpcHandlers } from './walletMethods.js'
import type { WalletSession } from './walletSession.js'

export type ChainHandlersOptions = {
  /** Whether `wallet_addEthereumChain` also switches to the chain. */
  readonly switchOnAddChain: boolean
}

/** The wallet's chain: read it, and EIP-3326 switch to or EIP-3085 add another. */
export function chainHandlers(session: WalletSession, options: ChainHandlersOptions): RpcHandlers {
  return {
    eth_chainId: () => numberToHex(session.chainId),
    net_version: () => String(session.chainId),

    wallet_switchEthereumChain: (params) => {
      const id = parseChainIdHex(objectParam(params, 0, '{ chainId }').chainId)
      if (!session.chains.has(id)) {
        throw new ProviderRpcError(
          providerErrorCodes.unrecognizedChain,
          `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
        )
      }
      session.setChain(id)
      return null
    },

    wallet_addEthereumChain: (params) => {
      const request = objectParam(params, 0, '{ chainId, chainName, rpcUrls }')
      const id = parseChainIdHex(request.chainId)
      const { chainName, rpcUrls } = request
      if (typeof chainName !== 'string' || chainName.trim() === '') {
        throw invalidParams('chainName must be a non-empty string')
      }
      const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !/^https?:\/\//i.test(rpcUrl) || !URL.canParse(rpcUrl)) {
        throw invalidParams('rpcUrls must hold at least one http(s) URL')
      }
      if (!session.chains.has(id)) session.chains.set(id, { id, name: chainName, rpcUrl })
      if (options.switchOnAddChain) session.setChain(id)
      return null
    },
  }
}
