import type { CaipNetwork } from '@latch/core'
import { type Chain, defineChain } from 'viem'

/** A Latch network as viem's chain, for viem's clients. */
export function toViemChain(network: CaipNetwork): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet,
  })
}

/** `wallet_addEthereumChain` parameters for a network (EIP-3085). */
export function addEthereumChainParameter(network: CaipNetwork) {
  return {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : [],
    iconUrls: network.assets.imageUrl ? [network.assets.imageUrl] : [],
  }
}
