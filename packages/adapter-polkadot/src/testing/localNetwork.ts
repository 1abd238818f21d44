import { polkadotNetwork } from '../polkadotNetwork.js'
import { type LocalPolkadotChainInfo, localChainProperties } from './localPolkadotChain.js'

/** The local chain as a Latch network, described as a site would describe its own chain. */
export function localNetwork({ url, genesisHash }: LocalPolkadotChainInfo) {
  const { ss58Prefix, decimals, symbol } = localChainProperties
  return polkadotNetwork({
    genesisHash,
    name: 'Local Asset Hub',
    ss58Prefix,
    decimals,
    symbol,
    wsUrl: url,
  })
}
