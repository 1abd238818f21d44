import { encodeLatchPaymasterData, latchPaymasterTypedData } from '@latch/smart-account-encoding'
import { type Address, type Hex, isAddressEqual, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClients } from '../chains/chainClient.js'
import type { SmartAccountChain } from '../config/smartAccountsConfig.js'
import { latchAccountFactoryAbi } from './latchAccountAbi.js'
import { SmartAccountError } from './smartAccountError.js'

/**
 * A v0.8 user operation as the paymaster reads it (viem's shape: quantities as bigints); the
 * gas fields may be absent while the stub is asked for, not when the data is signed.
 */
export type SponsoredOperation = {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit?: bigint | undefined
  verificationGasLimit?: bigint | undefined
  preVerificationGas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  paymasterVerificationGasLimit?: bigint | undefined
  paymasterPostOpGasLimit?: bigint | undefined
}

/** ERC-7677's answer: the paymaster fields of the operation. */
export type PaymasterFields = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

export type Paymaster = {
  /** `pm_getPaymasterStubData`: fields of the right size for gas estimation, unsigned. */
  stubData(chainId: string, operation: SponsoredOperation): Promise<PaymasterFields>
  /** `pm_getPaymasterData`: the signed fields (the operation's gas limits are final). */
  data(chainId: string, operation: SponsoredOperation): Promise<PaymasterFields>
}

/** How long a paymaster signature stays good: the operation is sent right after. */
const validitySeconds = 600
/**
 * The paymaster's validation gas (measured about 45,000 for `LatchPaymaster`'s ECDSA check;
 * margin for a cold deposit slot). `postOp` is not implemented: no gas for it.
 */
const verificationGasLimit = 100_000n
const postOpGasLimit = 0n
/**
 * The most gas one sponsored operation may ask for, all limits together: a first operation
 * (the account's deployment and a call) asks for about 350,000 on the local chains and uses
 * about 220,000; the cap keeps one signature from spending a large part of the deposit.
 */
const maxSponsoredGas = 3_000_000n
// The stub's signature: 65 bytes that recover to no one but cost what a real one costs.
const stubSignature: Hex = `0x${'ff'.repeat(64)}1c`

/** EIP-1167's minimal proxy runtime code, around the implementation's address. */
const cloneCodeOf = (implementation: Address) =>
  `0x363d3d373d3d3d363d73${implementation.slice(2)}5af43d82803e903d91602b57fd5bf3`.toLowerCase()

export type CreatePaymasterParameters = {
  /** The paymaster signer; `undefined`: nothing is sponsored. */
  key: Hex | undefined
  chains: Readonly<Record<string, SmartAccountChain>>
  clients: ChainClients
  now?: () => number
}

/**
 * The verifying paymaster's off-chain half (ERC-7677): it signs `LatchPaymaster`'s EIP-712
 * `UserOperationRequest` for an operation whose account is one of the configured factory's:
 * its initCode names that factory, or its code is an EIP-1167 clone of the factory's
 * implementation. Any other account is refused: the deposit pays for the embedded wallet's
 * accounts, never for whatever a caller sends.
 *
 * @throws {SmartAccountError} NOT_SPONSORED, SPONSORSHIP_OFF, INVALID_PARAMS.
 */
export function createPaymaster({
  key,
  chains,
  clients,
  now = Date.now,
}: CreatePaymasterParameters): Paymaster {
  const signer: LocalAccount | undefined = key ? privateKeyToAccount(key) : undefined
  const implementations = new Map<string, Promise<Address>>()

  function chainOf(chainId: string): SmartAccountChain {
    const chain = chains[chainId]
    if (!chain) {
      throw new SmartAccountError('INVALID_PARAMS', {
        reason: `smart accounts are not enabled on ${chainId}`,
      })
    }
    return chain
  }

  function implementationOf(chainId: string, chain: SmartAccountChain): Promise<Address> {
    let implementation = implementations.get(chainId)
    if (!implementation) {
      const client = clients.get(chainId)
      if (!client)
        throw new SmartAccountError('INVALID_PARAMS', { reason: `no client of ${chainId}` })
      implementation = client.readContract({
        address: chain.accountFactory,
        abi: latchAccountFactoryAbi,
        functionName: 'implementation',
      })
      // A failed read is asked again next time, not remembered.
      implementation.catch(() => implementations.delete(chainId))
      implementations.set(chainId, implementation)
    }
    return implementation
  }

  async function assertOurAccount(chainId: string, operation: SponsoredOperation): Promise<void> {
    const chain = chainOf(chainId)
    if (operation.factory !== undefined && operation.factory !== null) {
      if (isAddressEqual(operation.factory, chain.accountFactory)) return
      throw new SmartAccountError('NOT_SPONSORED')
    }
    const code = await clients.get(chainId)?.getCode({ address: operation.sender })
    const implementation = await implementationOf(chainId, chain)
    if (code?.toLowerCase() !== cloneCodeOf(implementation)) {
      throw new SmartAccountError('NOT_SPONSORED')
    }
  }

  function sponsoring(): LocalAccount {
    if (!signer) throw new SmartAccountError('SPONSORSHIP_OFF')
    return signer
  }

  return {
    async stubData(chainId, operation) {
      sponsoring()
      await assertOurAccount(chainId, operation)
      const validUntil = Math.floor(now() / 1000) + validitySeconds
      return {
        paymaster: chainOf(chainId).paymaster,
        paymasterData: encodeLatchPaymasterData({ validAfter: 0, validUntil }, stubSignature),
        paymasterVerificationGasLimit: verificationGasLimit,
        paymasterPostOpGasLimit: postOpGasLimit,
      }
    },

    async data(chainId, operation) {
      const account = sponsoring()
      await assertOurAccount(chainId, operation)
      const chain = chainOf(chainId)
      const {
        callGasLimit,
        verificationGasLimit: accountVerificationGasLimit,
        preVerificationGas,
        maxFeePerGas,
        maxPriorityFeePerGas,
      } = operation
      if (
        callGasLimit === undefined ||
        accountVerificationGasLimit === undefined ||
        preVerificationGas === undefined ||
        maxFeePerGas === undefined ||
        maxPriorityFeePerGas === undefined
      ) {
        throw new SmartAccountError('INVALID_PARAMS', { reason: 'the gas fields are missing' })
      }
      const gas =
        callGasLimit +
        accountVerificationGasLimit +
        preVerificationGas +
        (operation.paymasterVerificationGasLimit ?? verificationGasLimit) +
        (operation.paymasterPostOpGasLimit ?? postOpGasLimit)
      if (gas > maxSponsoredGas) {
        throw new SmartAccountError('GAS_ABOVE_SPONSORSHIP', { limit: String(maxSponsoredGas) })
      }
      const validAfter = 0
      const validUntil = Math.floor(now() / 1000) + validitySeconds
      const paymasterVerificationGasLimit =
        operation.paymasterVerificationGasLimit ?? verificationGasLimit
      const paymasterPostOpGasLimit = operation.paymasterPostOpGasLimit ?? postOpGasLimit
      const signature = await account.signTypedData(
        latchPaymasterTypedData({
          operation: {
            sender: operation.sender,
            nonce: operation.nonce,
            factory: operation.factory,
            factoryData: operation.factoryData,
            callData: operation.callData,
            callGasLimit,
            verificationGasLimit: accountVerificationGasLimit,
            preVerificationGas,
            maxFeePerGas,
            maxPriorityFeePerGas,
            paymasterVerificationGasLimit,
            paymasterPostOpGasLimit,
          },
          paymaster: chain.paymaster,
          chainId: Number(chainId.split(':')[1]),
          validAfter,
          validUntil,
        }),
      )
      return {
        paymaster: chain.paymaster,
        paymasterData: encodeLatchPaymasterData({ validAfter, validUntil }, signature),
        paymasterVerificationGasLimit,
        paymasterPostOpGasLimit,
      }
    },
  }
}
