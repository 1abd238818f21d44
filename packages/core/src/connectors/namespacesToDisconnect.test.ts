import { describe, expect, it } from 'vitest'
import { namespacesToDisconnect } from './namespacesToDisconnect.js'

describe('namespacesToDisconnect', () => {
  it('default: an injected connector ends its own namespace only', () => {
    expect(namespacesToDisconnect('eip155', { eip155: 'io.metamask', solana: 'phantom' })).toEqual([
      'eip155',
    ])
  })
  it('behavior: the embedded wallet ends every namespace it connects', () => {
    expect(
      namespacesToDisconnect('eip155', { eip155: 'auth', solana: 'auth', bip122: 'xverse' }),
    ).toEqual(['eip155', 'solana'])
  })
  it('behavior: WalletConnect ends every namespace it connects', () => {
    expect(
      namespacesToDisconnect('solana', { eip155: 'walletConnect', solana: 'walletConnect' }),
    ).toEqual(['eip155', 'solana'])
  })
  it('behavior: a namespace without a connection ends nothing', () => {
    expect(namespacesToDisconnect('cosmos', { eip155: 'auth' })).toEqual([])
  })
})
