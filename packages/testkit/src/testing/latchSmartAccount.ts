import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  type PublicClient,
  pad,
  parseAbi,
  toHex,
} from 'viem'
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
const executeAbi = parseAbi(['function execute(bytes32 mode, bytes executionCalldata)'])
// ERC-7579 execution modes: the call type is the first byte (0x00 single, 0x01 batch).
const singleMode = pad('0x00', { dir: 'right', size: 32 })
const batchMode = pad('0x01', { dir: 'right', size: 32 })
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
    async encodeCalls(calls) {
      const [call] = calls
      if (calls.length === 1 && call) {
        return encodeFunctionData({
          abi: executeAbi,
          functionName: 'execute',
          args: [
            singleMode,
            encodePacked(
              ['address', 'uint256', 'bytes'],
              [call.to, call.value ?? 0n, call.data ?? '0x'],
            ),
          ],
        })
      }
      return encodeFunctionData({
        abi: executeAbi,
        functionName: 'execute',
        args: [
          batchMode,
          encodeAbiParameters(
            [
              {
                type: 'tuple[]',
                components: [
                  { name: 'target', type: 'address' },
                  { name: 'value', type: 'uint256' },
                  { name: 'callData', type: 'bytes' },
                ],
              },
            ],
            [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, callData: c.data ?? '0x' }))],
          ),
        ],
      })
    },
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

const userOperationRequestTypes = {
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

const packGas = (high: bigint, low: bigint) =>
  concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])

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
  const timing = ({ validAfter, validUntil }: { validAfter: number; validUntil: number }) => [
    pad(toHex(validAfter), { size: 6 }),
    pad(toHex(validUntil), { size: 6 }),
  ]
  return {
    async getPaymasterStubData() {
      return {
        paymaster,
        paymasterData: concat([...timing(window()), `0x${'ff'.repeat(64)}1c`]),
        paymasterVerificationGasLimit: 80_000n,
        paymasterPostOpGasLimit: 0n,
      }
    },
    async getPaymasterData(operation) {
      const op = operation as typeof operation & {
        verificationGasLimit: bigint
        callGasLimit: bigint
        preVerificationGas: bigint
        maxFeePerGas: bigint
        maxPriorityFeePerGas: bigint
        paymasterVerificationGasLimit: bigint
        paymasterPostOpGasLimit: bigint
      }
      const validity = window()
      const signature = await signer.signTypedData({
        domain: { name: 'LatchPaymaster', version: '1', chainId, verifyingContract: paymaster },
        types: userOperationRequestTypes,
        primaryType: 'UserOperationRequest',
        message: {
          sender: op.sender,
          nonce: op.nonce,
          initCode: op.factory && op.factoryData ? concat([op.factory, op.factoryData]) : '0x',
          callData: op.callData,
          accountGasLimits: packGas(op.verificationGasLimit, op.callGasLimit),
          preVerificationGas: op.preVerificationGas,
          gasFees: packGas(op.maxPriorityFeePerGas, op.maxFeePerGas),
          paymasterVerificationGasLimit: op.paymasterVerificationGasLimit,
          paymasterPostOpGasLimit: op.paymasterPostOpGasLimit,
          ...validity,
        },
      })
      return {
        paymaster,
        paymasterData: concat([...timing(validity), signature]),
        paymasterVerificationGasLimit: op.paymasterVerificationGasLimit,
        paymasterPostOpGasLimit: op.paymasterPostOpGasLimit,
      }
    },
  }
}
