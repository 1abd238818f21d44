import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { expect, it } from 'vitest'
import { devMnemonic } from '../devAccounts.js'
import { polkadotDevAccounts } from './polkadotDevAccounts.js'

it('default: the written-out keys are the dev mnemonic derived at //i, with prefix-2 addresses', async () => {
  await cryptoWaitReady()
  const keyring = new Keyring({ ss58Format: 2 })
  expect(polkadotDevAccounts.map((account) => account.type)).toEqual([
    'sr25519',
    'sr25519',
    'sr25519',
    'ed25519',
    'ecdsa',
  ])
  for (const [index, account] of polkadotDevAccounts.entries()) {
    expect(account.secretUri).toBe(`${devMnemonic}//${index}`)
    const pair = keyring.addFromUri(account.secretUri, {}, account.type)
    expect({ publicKey: account.publicKey, address: account.address }).toEqual({
      publicKey: u8aToHex(pair.publicKey),
      address: pair.address,
    })
  }
})
