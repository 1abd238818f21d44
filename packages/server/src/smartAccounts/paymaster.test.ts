import { latchPaymasterTypedData } from '@latch/smart-account-encoding'
import { concat, type Hex, recoverTypedDataAddress, slice } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ChainClients } from '../chains/chainClient.js'
import { createPaymaster, type SponsoredOperation } from './paymaster.js'

const key = `0x${'11'.repeat(32)}` as Hex
const chain = {
  bundlerUrl: 'http://127.0.0.1:4337',
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  accountFactory: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  paymaster: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
} as const
const chains = { 'eip155:31337': chain }
// The operations here carry initCode: the factory decides, no chain is read.
const noClients: ChainClients = new Map()
const now = () => 1_800_000_000_000

const operation = {
  sender: '0x52908400098527886E0F7030069857D2E4169EE7',
  nonce: 0n,
  factory: chain.accountFactory,
  factoryData: '0xabcdef',
  callData: '0x1234',
  callGasLimit: 50_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterVerificationGasLimit: 100_000n,
  paymasterPostOpGasLimit: 0n,
} as const satisfies SponsoredOperation

describe('createPaymaster', () => {
  it('default: signs LatchPaymaster’s EIP-712 UserOperationRequest with its key', async () => {
    const paymaster = createPaymaster({ key, chains, clients: noClients, now })
    const fields = await paymaster.data('eip155:31337', operation)
    const validUntil = 1_800_000_000 + 600
    expect(fields.paymaster).toBe(chain.paymaster)
    expect(slice(fields.paymasterData, 0, 12)).toBe(
      concat(['0x000000000000', `0x${validUntil.toString(16).padStart(12, '0')}`]),
    )
    // The struct and its packing are proven against LatchPaymaster on chain
    // (smartAccounts.contract.test.ts); here, that the server signs it with its key.
    const signer = await recoverTypedDataAddress({
      ...latchPaymasterTypedData({
        operation,
        paymaster: chain.paymaster,
        chainId: 31337,
        validAfter: 0,
        validUntil,
      }),
      signature: slice(fields.paymasterData, 12),
    })
    expect(signer).toBe(privateKeyToAccount(key).address)
  })

  it('behavior: the stub is unsigned, of a real signature’s size, with the paymaster’s gas', async () => {
    const paymaster = createPaymaster({ key, chains, clients: noClients, now })
    const stub = await paymaster.stubData('eip155:31337', { ...operation, callGasLimit: undefined })
    expect(stub.paymasterData).toHaveLength(2 + 2 * (12 + 65))
    expect(stub.paymasterVerificationGasLimit).toBeGreaterThan(0n)
  })

  it('behavior: refusals', async () => {
    const paymaster = createPaymaster({ key, chains, clients: noClients, now })
    await expect(
      paymaster.data('eip155:31337', { ...operation, factory: operation.sender }),
    ).rejects.toThrow('This paymaster sponsors only the accounts of its own account factory')
    await expect(paymaster.data('eip155:1', operation)).rejects.toThrow(
      'Invalid params: smart accounts are not enabled on eip155:1',
    )
    await expect(
      paymaster.data('eip155:31337', { ...operation, maxFeePerGas: undefined }),
    ).rejects.toThrow('Invalid params: the gas fields are missing')
    await expect(
      paymaster.data('eip155:31337', { ...operation, callGasLimit: 3_000_000n }),
    ).rejects.toThrow('The operation asks for more gas than this paymaster sponsors (3000000)')
    const keyless = createPaymaster({ key: undefined, chains, clients: noClients, now })
    for (const ask of [keyless.stubData, keyless.data]) {
      await expect(ask('eip155:31337', operation)).rejects.toThrow(
        'This server does not sponsor user operations',
      )
    }
  })
})
