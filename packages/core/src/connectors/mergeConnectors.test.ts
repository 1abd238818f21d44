import { describe, expect, it } from 'vitest'
import type { Connector } from './connector.js'
import { mergeConnectors } from './mergeConnectors.js'

const phantomEvm: Connector = {
  id: 'app.phantom',
  name: 'Phantom',
  type: 'ANNOUNCED',
  chain: 'eip155',
}
const phantomSol: Connector = { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
}
const authEvm: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }
const authSol: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'solana' }

describe('mergeConnectors', () => {
  it('default: a wallet on one namespace keeps its type', () => {
    expect(mergeConnectors([metamask])).toEqual([
      { ...metamask, chains: ['eip155'], connectors: [metamask] },
    ])
  })
  it('behavior: the same name on two namespaces becomes one MULTI_CHAIN entry', () => {
    const [merged, other] = mergeConnectors([phantomEvm, metamask, phantomSol])
    expect(merged).toMatchObject({
      id: 'app.phantom',
      type: 'MULTI_CHAIN',
      chains: ['eip155', 'solana'],
    })
    expect(merged?.connectors).toEqual([phantomEvm, phantomSol])
    expect(other?.id).toBe('io.metamask')
  })
  it('behavior: the embedded wallet merges as one AUTH entry', () => {
    expect(mergeConnectors([authEvm, authSol])).toEqual([
      { ...authEvm, chains: ['eip155', 'solana'], connectors: [authEvm, authSol] },
    ])
  })
  it('behavior: WalletConnect merges as one WALLET_CONNECT entry, its one session serving both', () => {
    const wcEvm: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    }
    const wcSol: Connector = { ...wcEvm, chain: 'solana' }
    expect(mergeConnectors([wcEvm, wcSol])).toEqual([
      { ...wcEvm, chains: ['eip155', 'solana'], connectors: [wcEvm, wcSol] },
    ])
  })
})
