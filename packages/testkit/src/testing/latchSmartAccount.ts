import {
  encodeErc7579Execute,
  encodeLatchPaymasterData,
  latchPaymasterTypedData,
  type SponsoredUserOperation,
} from '@latch/smart-account-encoding'
import { type Address, encodeFunctionData, type Hex, type PublicClient, parseAbi } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationHash,
  type PaymasterActions,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetAccountAbstraction } from '../devnetInfo.js'

// Only what the tests call; the contracts' full ABIs come from compiling them.
const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 index) view returns (address)',
  'function createAccount(address owner, uint256 index) returns (address)',
])
// A signature of the right shape (r, s, v) that recovers to nobody: gas is estimated with it.
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

export type LatchSmartAccountParameters = {
  readonly client: PublicClient
  readonly accountAbstraction: DevnetAccountAbstraction
  readonly chainId: number
  /** Signs the user operations. */
  readonly ownerKey: Hex
  /** Signs instead of the owner, for the tests of a refused operation. */
  readonly signerKey?: Hex
}

/**
 * A viem smart account for a LatchAccount of `ownerKey` (index 0 of the factory): ERC-7579
 * `execute` of one call or a batch, the owner's signature of the v0.8 user operation hash.
 */
export async function latchSmartAccount(
  parameters: LatchSmartAccountParameters,
): Promise<SmartAccount> {
  const { client, accountAbstraction, chainId, ownerKey, signerKey = ownerKey } = parameters
  const contracts = accountAbstraction.chains[chainId]
  if (!contracts) throw new Error(`no smart accounts on chain ${chainId}`)
  const owner = privateKeyToAccount(ownerKey)
  const signer = privateKeyToAccount(signerKey)
  const address = await client.readContract({
    address: contracts.accountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const entryPoint = {
    abi: entryPoint08Abi,
    address: accountAbstraction.entryPoint,
    version: '0.8',
  } as const
  return toSmartAccount({
    client,
    entryPoint,
    getAddress: async () => address,
    getFactoryArgs: async () => ({
      factory: contracts.accountFactory,
      factoryData: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    }),
    encodeCalls: async (calls) => encodeErc7579Execute(calls),
    getStubSignature: async () => stubSignature,
    async signMessage() {
      throw new Error('the tests sign user operations only')
    },
    async signTypedData() {
      throw new Error('the tests sign user operations only')
    },
    async signUserOperation(userOperation) {
      const hash = getUserOperationHash({
        userOperation: { ...userOperation, sender: address, signature: '0x' },
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.8',
        chainId,
      })
      return signer.sign({ hash })
    },
  })
}

/**
 * What latch-server's `pm_getPaymasterStubData` / `pm_getPaymasterData` do, in the test: the
 * `LatchPaymaster` data, `validAfter | validUntil | signature` by `signerKey` (EIP-712).
 */
export function latchPaymaster(
  paymaster: Address,
  chainId: number,
  signerKey: Hex,
): Required<Pick<PaymasterActions, 'getPaymasterData' | 'getPaymasterStubData'>> {
  const signer = privateKeyToAccount(signerKey)
  const window = () => ({ validAfter: 0, validUntil: Math.floor(Date.now() / 1000) + 600 })
  return {
    async getPaymasterStubData() {
      return {
        paymaster,
        paymasterData: encodeLatchPaymasterData(window(), `0x${'ff'.repeat(64)}1c`),
        paymasterVerificationGasLimit: 80_000n,
        paymasterPostOpGasLimit: 0n,
      }
    },
    async getPaymasterData(operation) {
      // viem asks once the gas is estimated: every limit is set by now.
      const op = operation as typeof operation & SponsoredUserOperation
      const validity = window()
      const signature = await signer.signTypedData(
        latchPaymasterTypedData({ operation: op, paymaster, chainId, ...validity }),
      )
      return {
        paymaster,
        paymasterData: encodeLatchPaymasterData(validity, signature),
        paymasterVerificationGasLimit: op.paymasterVerificationGasLimit,
        paymasterPostOpGasLimit: op.paymasterPostOpGasLimit,
      }
    },
  }
}
