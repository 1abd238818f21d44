import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { devAccounts, devMnemonic } from './devAccounts.js'

it('default: ten accounts, each derived from the dev mnemonic at its index', () => {
  expect(devAccounts).toHaveLength(10)
  devAccounts.forEach((account, index) => {
    const derived = mnemonicToAccount(devMnemonic, { addressIndex: index })
    expect(account.address).toBe(derived.address)
    expect(privateKeyToAccount(account.privateKey).address).toBe(derived.address)
  })
})
