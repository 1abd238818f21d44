import { createKeyPairSignerFromBytes, getBase58Encoder } from '@solana/kit'
import { expect, it } from 'vitest'
import { solanaDevAccounts } from './solanaDevAccounts.js'

it('default: five accounts whose secret keys are ed25519 keypairs of their addresses', async () => {
  expect(solanaDevAccounts).toHaveLength(5)
  for (const account of solanaDevAccounts) {
    // Rejects a keypair whose public half does not belong to its seed.
    const signer = await createKeyPairSignerFromBytes(getBase58Encoder().encode(account.secretKey))
    expect(signer.address).toBe(account.address)
  }
  expect(new Set(solanaDevAccounts.map((account) => account.address)).size).toBe(5)
})
