import { LibZip } from 'solady'
import { type Address, concat, encodeAbiParameters, type Hex } from 'viem'

/**
 * The gas of a session operation, given rather than estimated: the bundler's estimate runs the
 * validation with a stub signature, which SmartSessions' session validator does not accept.
 * Enough for an ERC-20 transfer or two (the paymaster's limits included).
 */
export const smartSessionOperationGas = {
  callGasLimit: 200_000n,
  verificationGasLimit: 600_000n,
  preVerificationGas: 100_000n,
  paymasterVerificationGasLimit: 80_000n,
  paymasterPostOpGasLimit: 0n,
} as const

/**
 * The user operation nonce key that picks SmartSessions as the operation's validator: the
 * account reads the validator from the top 20 bytes of the 32-byte nonce, and the key is its
 * top 24 bytes, so the module's address followed by four zero bytes. EntryPoint nonces count
 * per key, so session operations have a sequence of their own.
 *
 * @example
 * await bundler.prepareUserOperation({ calls, nonce: await getNonce(smartSessionNonceKey(module)) })
 */
export function smartSessionNonceKey(smartSessions: Address): bigint {
  return BigInt(smartSessions) << 32n
}

/**
 * A session operation's `signature` in SmartSessions' "use" mode: mode byte 0x00, the
 * permission id, then the session key's signature ABI-encoded as `bytes` and compressed with
 * FastLZ (Solady's `LibZip.flzCompress`, which the modulekit 0.5.9 build undoes on chain).
 *
 * @example
 * smartSessionUseSignature(permissionId, await sessionKey.sign({ hash }))
 */
export function smartSessionUseSignature(permissionId: Hex, signature: Hex): Hex {
  const encoded = encodeAbiParameters([{ type: 'bytes' }], [signature])
  return concat(['0x00', permissionId, LibZip.flzCompress(encoded) as Hex])
}
