import { type Address, concat, type Hex, pad, type TypedDataDefinition, toHex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/**
 * `LatchPaymaster`'s EIP-712 struct: what its signer approves of a v0.8 user operation (the
 * packed fields but the paymaster's own data) and the window it pays in.
 */
export const latchPaymasterRequestTypes = {
  UserOperationRequest: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterVerificationGasLimit', type: 'uint256' },
    { name: 'paymasterPostOpGasLimit', type: 'uint256' },
    { name: 'validAfter', type: 'uint48' },
    { name: 'validUntil', type: 'uint48' },
  ],
} as const

/** The seconds (since the epoch) between which a paymaster signature is good. */
export type PaymasterWindow = { validAfter: number; validUntil: number }

/** The operation `LatchPaymaster` signs for: final gas limits, its own gas included. */
export type SponsoredUserOperation = Pick<
  UserOperation<'0.8'>,
  | 'sender'
  | 'nonce'
  | 'factory'
  | 'factoryData'
  | 'callData'
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'
> & { paymasterVerificationGasLimit: bigint; paymasterPostOpGasLimit: bigint }

export type LatchPaymasterTypedDataParameters = PaymasterWindow & {
  operation: SponsoredUserOperation
  paymaster: Address
  chainId: number
}

/**
 * The EIP-712 data the paymaster's signer signs for `operation`: its initCode, gas limits and
 * fees packed as the EntryPoint packs them (viem's `toPackedUserOperation`), within the window.
 *
 * @example
 * await signer.signTypedData(latchPaymasterTypedData({ operation, paymaster, chainId, validAfter: 0, validUntil }))
 */
export function latchPaymasterTypedData(
  parameters: LatchPaymasterTypedDataParameters,
): TypedDataDefinition<typeof latchPaymasterRequestTypes, 'UserOperationRequest'> {
  const { operation, paymaster, chainId, validAfter, validUntil } = parameters
  const packed = toPackedUserOperation({ ...operation, signature: '0x' })
  return {
    domain: { name: 'LatchPaymaster', version: '1', chainId, verifyingContract: paymaster },
    types: latchPaymasterRequestTypes,
    primaryType: 'UserOperationRequest',
    message: {
      sender: packed.sender,
      nonce: packed.nonce,
      initCode: packed.initCode,
      callData: packed.callData,
      accountGasLimits: packed.accountGasLimits,
      preVerificationGas: packed.preVerificationGas,
      gasFees: packed.gasFees,
      paymasterVerificationGasLimit: operation.paymasterVerificationGasLimit,
      paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit,
      validAfter,
      validUntil,
    },
  }
}

/**
 * `LatchPaymaster`'s `paymasterData`: validAfter (6 bytes) | validUntil (6 bytes) | the signer's
 * 65-byte signature (a stub of that size while the gas is estimated).
 */
export function encodeLatchPaymasterData(window: PaymasterWindow, signature: Hex): Hex {
  return concat([
    pad(toHex(window.validAfter), { size: 6 }),
    pad(toHex(window.validUntil), { size: 6 }),
    signature,
  ])
}
