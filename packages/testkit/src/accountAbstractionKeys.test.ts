import { devMnemonic } from '@latch/test-wallets'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import {
  accountAbstractionDeployer,
  bundlerExecutor,
  devPaymasterSigner,
  devPaymasterSignerKey,
} from './accountAbstractionKeys.js'

it('default: indexes 10, 11 and 12 of the dev mnemonic', () => {
  for (const [index, account] of [
    [10, accountAbstractionDeployer],
    [11, bundlerExecutor],
    [12, devPaymasterSigner],
  ] as const) {
    const derived = mnemonicToAccount(devMnemonic, { addressIndex: index })
    expect(account.address).toBe(derived.address)
    expect(privateKeyToAccount(account.privateKey).address).toBe(derived.address)
  }
  expect(devPaymasterSignerKey).toBe(devPaymasterSigner.privateKey)
})
