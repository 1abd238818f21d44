import type { CaipNetwork } from '@latch/core'
import { numberToHex } from './hex.js'

/** `wallet_addEthereumChain` parameters for a network (EIP-3085). */
export function addEthereumChainParameter(network: CaipNetwork) {
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : [],
    iconUrls: network.assets.imageUrl ? [network.assets.imageUrl] : [],
  }
}
