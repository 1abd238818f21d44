import type { Connector } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { listedWallet } from '../testing/fakeRegistry.js'
import { isInstalled, isSameWallet, walletGroups } from './walletEntries.js'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}) =>
  ({ id, name: id, type, chain: 'eip155', ...extra }) satisfies Connector

const none = { recentWalletIds: [], featured: [], recommended: [] }

function summary(groups: ReturnType<typeof walletGroups>) {
  return groups.map(({ type, entries }) => [type, entries.map(({ name }) => name)])
}

describe('walletGroups', () => {
  it('default: core’s connector-type order; the embedded wallet is not listed', () => {
    const groups = walletGroups({
      ...none,
      connectors: [
        connector('site', 'EXTERNAL'),
        connector('auth', 'AUTH'),
        connector('injected', 'INJECTED'),
        connector('wc', 'WALLET_CONNECT'),
        connector('announced', 'ANNOUNCED'),
      ],
    })
    expect(summary(groups)).toEqual([
      ['walletConnect', ['wc']],
      ['injected', ['injected', 'announced']],
      ['external', ['site']],
    ])
  })

  it('behavior: WalletConnect of several namespaces is one entry (one session serves them all)', () => {
    const groups = walletGroups({
      ...none,
      connectors: [
        connector('walletConnect', 'WALLET_CONNECT'),
        connector('walletConnect', 'WALLET_CONNECT', { chain: 'solana' }),
      ],
    })
    expect(summary(groups)).toEqual([['walletConnect', ['walletConnect']]])
  })

  it('behavior: a wallet of the same name on several namespaces is one entry (MULTI_CHAIN)', () => {
    const groups = walletGroups({
      ...none,
      connectors: [
        connector('io.phantom.evm', 'ANNOUNCED', { name: 'Phantom' }),
        connector('io.phantom.sol', 'ANNOUNCED', { name: 'Phantom', chain: 'solana' }),
        connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask' }),
      ],
    })
    expect(summary(groups)).toEqual([['injected', ['Phantom', 'MetaMask']]])
  })

  it('behavior: a recent wallet of several namespaces is recent once, whichever of its ids was used', () => {
    const groups = walletGroups({
      ...none,
      recentWalletIds: ['io.phantom.sol'],
      connectors: [
        connector('io.phantom.evm', 'ANNOUNCED', { name: 'Phantom' }),
        connector('io.phantom.sol', 'ANNOUNCED', { name: 'Phantom', chain: 'solana' }),
        connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask' }),
      ],
    })
    expect(summary(groups)).toEqual([
      ['recent', ['Phantom']],
      ['injected', ['MetaMask']],
    ])
  })

  it('behavior: a recent id no connector has makes no recent entry, even of a nameless wallet', () => {
    const groups = walletGroups({
      ...none,
      recentWalletIds: ['gone'],
      connectors: [connector('io.nameless', 'ANNOUNCED', { name: '' })],
    })
    expect(groups.map(({ type }) => type)).toEqual(['injected'])
  })

  it('behavior: recent, installed, featured, recommended; each wallet once', () => {
    const groups = walletGroups({
      connectors: [
        connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask' }),
        connector('rabby', 'ANNOUNCED', { name: 'Rabby', explorerId: 'rabby-id' }),
        connector('site', 'EXTERNAL'),
      ],
      recentWalletIds: ['rainbow', 'rabby-id'],
      featured: [
        listedWallet('Rainbow'),
        listedWallet('MetaMask Listed', { id: 'mm', rdns: 'io.metamask' }),
        listedWallet('Trust'),
      ],
      recommended: [listedWallet('Trust'), listedWallet('Zerion')],
    })
    expect(summary(groups)).toEqual([
      ['recent', ['Rainbow', 'Rabby']],
      ['injected', ['MetaMask']],
      ['featured', ['Trust']],
      ['external', ['site']],
      ['recommended', ['Zerion']],
    ])
    expect(groups[0]?.entries.every((entry) => entry.recent)).toBe(true)
    expect(groups[1]?.entries[0]?.installed).toBe(true)
  })

  it('parameters: custom wallets make the custom group, after featured and before external', () => {
    const groups = walletGroups({
      ...none,
      connectors: [connector('site', 'EXTERNAL')],
      featured: [listedWallet('Trust')],
      custom: [listedWallet('Acme Wallet'), listedWallet('Trust')],
    })
    expect(summary(groups)).toEqual([
      ['featured', ['Trust']],
      ['custom', ['Acme Wallet']],
      ['external', ['site']],
    ])
  })

  it('behavior: a recent id that matches nothing is left out', () => {
    expect(walletGroups({ ...none, recentWalletIds: ['gone'], connectors: [] })).toEqual([])
  })
})

describe('isInstalled', () => {
  it('behavior: announced, injected and multi-chain wallets count as installed', () => {
    expect(isInstalled(connector('a', 'ANNOUNCED'))).toBe(true)
    expect(isInstalled(connector('b', 'MULTI_CHAIN'))).toBe(true)
    expect(isInstalled(connector('c', 'EXTERNAL'))).toBe(false)
  })
})

describe('isSameWallet', () => {
  it('behavior: by registry id, connector id or rdns; never by a missing rdns', () => {
    expect(isSameWallet(listedWallet('A', { id: 'x' }), connector('c', 'INJECTED'))).toBe(false)
    expect(
      isSameWallet(listedWallet('A', { id: 'x' }), connector('c', 'INJECTED', { explorerId: 'x' })),
    ).toBe(true)
    expect(
      isSameWallet(
        listedWallet('A', { rdns: 'io.a' }),
        connector('c', 'ANNOUNCED', { info: { rdns: 'io.a' } }),
      ),
    ).toBe(true)
    expect(
      isSameWallet(listedWallet('A', { rdns: null }), connector('c', 'ANNOUNCED', { info: {} })),
    ).toBe(false)
  })
})
