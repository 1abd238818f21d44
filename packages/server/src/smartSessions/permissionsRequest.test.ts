import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  permissionsOf,
  readGrantPermissionsRequest,
  readRevokePermissionsRequest,
} from './permissionsRequest.js'

const now = 1_800_000_000_000
const expiry = 1_800_003_600
const key = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const grant = {
  chainId: '0x7a69',
  expiry,
  signer: { type: 'account', data: { id: key.address } },
  permissions: [
    { type: 'erc20-token-transfer', data: { address: token, allowance: '0x8ac7230489e80000' } },
  ],
}

describe('readGrantPermissionsRequest', () => {
  it('default: chain, expiry, session key and each token with its allowance', () => {
    expect(readGrantPermissionsRequest(grant, now)).toEqual({
      chainId: 'eip155:31337',
      address: undefined,
      expiry,
      sessionKey: key.address,
      permissions: [
        { token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', allowance: 10n * 10n ** 18n },
      ],
      salt: undefined,
    })
  })

  it('parameters: a secp256k1 key signer is its address; the wallet’s salt and account', () => {
    const read = readGrantPermissionsRequest(
      {
        ...grant,
        address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        salt: `0x${'07'.repeat(32)}`,
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
      },
      now,
    )
    expect(read).toMatchObject({
      sessionKey: key.address,
      address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      salt: `0x${'07'.repeat(32)}`,
    })
  })

  it('behavior: what the modules cannot enforce, or cannot be read, is refused', () => {
    const refused = (change: Record<string, unknown>) =>
      readGrantPermissionsRequest({ ...grant, ...change }, now)
    const permission = grant.permissions[0]
    expect(refused({ expiry: now / 1000 })).toBeUndefined()
    expect(refused({ expiry: String(expiry) })).toBeUndefined()
    expect(refused({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBeUndefined()
    expect(refused({ signer: { type: 'wallet', data: {} } })).toBeUndefined()
    expect(refused({ signer: { type: 'account', data: { id: '0x12' } } })).toBeUndefined()
    expect(refused({ permissions: [] })).toBeUndefined()
    expect(
      refused({ permissions: [{ ...permission, type: 'native-token-transfer' }] }),
    ).toBeUndefined()
    expect(refused({ permissions: [{ ...permission, policies: [] }] })).toBeUndefined()
    expect(
      refused({ permissions: [{ ...permission, data: { address: token, allowance: '0x0' } }] }),
    ).toBeUndefined()
    expect(
      refused({ permissions: [{ ...permission, data: { address: token, allowance: 10 } }] }),
    ).toBeUndefined()
    // The same token twice would read as two limits and be enforced as one.
    expect(refused({ permissions: [permission, permission] })).toBeUndefined()
    expect(refused({ salt: '0x07' })).toBeUndefined()
    expect(readGrantPermissionsRequest('grant', now)).toBeUndefined()
  })
})

describe('readRevokePermissionsRequest', () => {
  it('default: the permission id, lower-cased', () => {
    const id = `0x${'AB'.repeat(32)}`
    expect(readRevokePermissionsRequest({ permissionsContext: id })).toEqual({
      address: undefined,
      permissionsContext: id.toLowerCase(),
    })
  })

  it('behavior: anything but a 32-byte id is refused', () => {
    expect(readRevokePermissionsRequest({ permissionsContext: '0x12' })).toBeUndefined()
    expect(readRevokePermissionsRequest({})).toBeUndefined()
  })
})

describe('permissionsOf', () => {
  it('default: ERC-7715’s shape, the allowance in hex', () => {
    const read = readGrantPermissionsRequest(grant, now)
    expect(read && permissionsOf(read)).toEqual([
      {
        type: 'erc20-token-transfer',
        data: {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          allowance: '0x8ac7230489e80000',
        },
      },
    ])
  })
})
