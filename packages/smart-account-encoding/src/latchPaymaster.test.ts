import { concat, type Hex, hashTypedData, pad, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  encodeLatchPaymasterData,
  latchPaymasterTypedData,
  type SponsoredUserOperation,
} from './latchPaymaster.js'

const paymaster = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const factory = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const operation: SponsoredUserOperation = {
  sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  nonce: 3n,
  factory,
  factoryData: '0x5fbfb9cf',
  callData: '0xb61d27f6',
  callGasLimit: 80_000n,
  verificationGasLimit: 250_000n,
  preVerificationGas: 45_000n,
  maxFeePerGas: 3_000_000_000n,
  maxPriorityFeePerGas: 1_500_000_000n,
  paymasterVerificationGasLimit: 90_000n,
  paymasterPostOpGasLimit: 0n,
}

describe('latchPaymasterTypedData', () => {
  it('default: LatchPaymaster’s UserOperationRequest, fields packed as the EntryPoint v0.8 packs them', () => {
    const typedData = latchPaymasterTypedData({
      operation,
      paymaster,
      chainId: 31337,
      validAfter: 0,
      validUntil: 1_800_000_600,
    })
    expect(typedData.domain).toEqual({
      name: 'LatchPaymaster',
      version: '1',
      chainId: 31337,
      verifyingContract: paymaster,
    })
    expect(typedData.message).toMatchObject({
      initCode: concat([factory, '0x5fbfb9cf']),
      // verificationGasLimit (250,000) | callGasLimit (80,000), 16 bytes each
      accountGasLimits: '0x0000000000000000000000000003d09000000000000000000000000000013880',
      // maxPriorityFeePerGas (1.5 gwei) | maxFeePerGas (3 gwei)
      gasFees: '0x00000000000000000000000059682f00000000000000000000000000b2d05e00',
      paymasterVerificationGasLimit: 90_000n,
      validUntil: 1_800_000_600,
    })
    // Pinned from a digest over OpenZeppelin PaymasterSigner's typehash string, written out by
    // hand; smartAccounts.contract.test.ts proves the struct against LatchPaymaster on chain.
    expect(hashTypedData(typedData)).toBe(
      '0x8e300542d11bb559b4081aa1f47a28e0409328f8e3ad684481b0272a17f38dd0',
    )
  })

  it('behavior: a deployed account’s operation (no factory) has an empty initCode', () => {
    const { message } = latchPaymasterTypedData({
      operation: { ...operation, factory: undefined, factoryData: undefined },
      paymaster,
      chainId: 31337,
      validAfter: 0,
      validUntil: 1,
    })
    expect(message.initCode).toBe('0x')
  })
})

describe('encodeLatchPaymasterData', () => {
  it('default: validAfter (6 bytes) | validUntil (6 bytes) | signature', () => {
    const signature: Hex = `0x${'ff'.repeat(64)}1c`
    const data = encodeLatchPaymasterData({ validAfter: 5, validUntil: 1_800_000_600 }, signature)
    expect(slice(data, 0, 6)).toBe(pad('0x05', { size: 6 }))
    expect(BigInt(slice(data, 6, 12))).toBe(1_800_000_600n)
    expect(slice(data, 12)).toBe(signature)
  })
})
