import {
  cosmosDevAccounts,
  createCosmosTestWallet,
  injectCosmosTestWallet,
  type KeplrWindowTarget,
} from '@latch/test-wallets'
import { describe, expect, it } from 'vitest'
import { localCosmosHubSpec } from './cosmosLocalChainSpec.js'
import { keplrChainInfoOf } from './keplrChainInfo.js'

const chainInfo = keplrChainInfoOf({
  rpcUrl: 'http://127.0.0.1:26657',
  chainId: localCosmosHubSpec.chainId,
  chainName: localCosmosHubSpec.chainName,
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  currencies: [localCosmosHubSpec.feeCurrency, localCosmosHubSpec.secondCurrency],
  minGasPrice: '0.025',
  gasPrice: '0.025uatom',
  blockIntervalMs: 1_000,
  accounts: cosmosDevAccounts,
})

function windowLike(): KeplrWindowTarget & EventTarget {
  return new EventTarget() as KeplrWindowTarget & EventTarget
}

describe('injectCosmosTestWallet', () => {
  it('installs window.keplr (the API, none of the controls) and the getOfflineSigner shortcuts', async () => {
    const wallet = createCosmosTestWallet({ accounts: cosmosDevAccounts, chains: [chainInfo] })
    const target = windowLike()
    const uninstall = injectCosmosTestWallet(wallet, target)
    expect(target.keplr?.version).toBe('0.13.41')
    expect(target.keplr?.mode).toBe('extension')
    expect(target.keplr).not.toHaveProperty('rejectNext')
    expect(target.keplr).not.toHaveProperty('setAccount')
    await target.keplr?.enable('latch-local-1')
    expect((await target.keplr?.getKey('latch-local-1'))?.bech32Address).toBe(
      cosmosDevAccounts[0]?.address,
    )
    const accounts = await target.getOfflineSigner?.('latch-local-1').getAccounts()
    expect(accounts?.map((account) => account.address)).toEqual([cosmosDevAccounts[0]?.address])
    uninstall()
    expect(target.keplr).toBeUndefined()
    expect(target.getOfflineSigner).toBeUndefined()
  })

  it('key: installs at a key of its own, without Keplr’s place or shortcuts', async () => {
    const wallet = createCosmosTestWallet({ accounts: cosmosDevAccounts, chains: [chainInfo] })
    const target = windowLike()
    const uninstall = injectCosmosTestWallet(wallet, target, { key: 'latchCosmosTestWallet' })
    const own = (target as unknown as Record<string, KeplrWindowTarget['keplr']>)
      .latchCosmosTestWallet
    expect(target.keplr).toBeUndefined()
    expect(target.getOfflineSigner).toBeUndefined()
    await own?.enable('latch-local-1')
    expect((await own?.getKey('latch-local-1'))?.bech32Address).toBe(cosmosDevAccounts[0]?.address)
    uninstall()
    expect(target).not.toHaveProperty('latchCosmosTestWallet')
  })

  it('dispatches keplr_keystorechange on the window when the user switches accounts, until uninstalled', () => {
    const wallet = createCosmosTestWallet({ accounts: cosmosDevAccounts, chains: [chainInfo] })
    const target = windowLike()
    let heard = 0
    target.addEventListener('keplr_keystorechange', () => heard++)
    const uninstall = injectCosmosTestWallet(wallet, target)
    wallet.setAccount(1)
    expect(heard).toBe(1)
    uninstall()
    wallet.setAccount(2)
    expect(heard).toBe(1)
  })
})
