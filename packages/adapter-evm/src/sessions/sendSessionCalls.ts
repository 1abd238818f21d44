import { type AccountCall, smartSessionOperationGas } from '@latch/smart-account-encoding'
import type { Address, Chain, Hex, LocalAccount } from 'viem'

/** A call of a session operation: the target, and where it applies data and a value. */
export type SessionCall = AccountCall

/** EntryPoint v0.8's address on every chain (ERC-4337's deterministic deployment). */
export const entryPoint08Address: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/**
 * The gas of a session operation, given rather than estimated (SmartSessions' session validator
 * refuses the bundler's stub signature). Enough for an ERC-20 transfer or two; pass more for
 * heavier calls.
 */
export const defaultSessionGas = smartSessionOperationGas

export type SendSessionCallsParameters = {
  /** An ERC-4337 bundler's JSON-RPC: latch-server's `/v1/bundler?projectId=…&chainId=eip155:…`. */
  bundlerUrl: string
  /**
   * An ERC-7677 paymaster that sponsors the operation: latch-server's
   * `/v1/paymaster?projectId=…&chainId=eip155:…`. Without one the account pays its own gas.
   */
  paymasterUrl?: string | undefined
  /** The chain, with the RPC the nonce and fees are read from. */
  chain: Chain
  /** The smart account that granted the session (`address` of `wallet_grantPermissions`). */
  account: Address
  /** The SmartSessions module (`smartSessions` of the grant's answer). */
  smartSessions: Address
  /** The session's permission id (`permissionsContext` of the grant's answer). */
  permissionId: Hex
  /** The session key the grant named: it signs the operation's hash. */
  sessionKey: LocalAccount
  calls: readonly SessionCall[]
  /** EntryPoint v0.8 by default. */
  entryPoint?: Address | undefined
  gas?: Partial<typeof defaultSessionGas> | undefined
}

export type SendSessionCallsReturnType = {
  userOpHash: Hex
  /** Whether the operation's calls ran (the bundle mined either way). */
  success: boolean
  transactionHash: Hex
}

/** The session's smart account and a bundler client for it (viem's code loaded here). */
async function sessionClient(parameters: SendSessionCallsParameters) {
  const { chain, account, smartSessions, permissionId, sessionKey } = parameters
  const entryPoint = parameters.entryPoint ?? entryPoint08Address
  const sign = sessionKey.sign
  if (!sign) throw new Error('The session key must sign hashes (a private-key account)')
  const [viem, aa, encodings] = await Promise.all([
    import('viem'),
    import('viem/account-abstraction'),
    // The encodings carry solady's FastLZ: loaded with the rest, on first use.
    import('@latch/smart-account-encoding'),
  ])
  const client = viem.createPublicClient({ chain, transport: viem.http() })
  // r = s = 0 recovers to nobody; the gas is given, so this only fills the paymaster's stub call.
  const stub = viem.concat([viem.pad('0x', { size: 64 }), '0x1c'])
  const smartAccount = await aa.toSmartAccount({
    client,
    entryPoint: { abi: aa.entryPoint08Abi, address: entryPoint, version: '0.8' },
    getAddress: async () => account,
    // The account exists: the grant's operation deployed it.
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    encodeCalls: async (batch) => encodings.encodeErc7579Execute(batch as readonly SessionCall[]),
    getNonce: () =>
      client.readContract({
        address: entryPoint,
        abi: aa.entryPoint08Abi,
        functionName: 'getNonce',
        args: [account, encodings.smartSessionNonceKey(smartSessions)],
      }),
    getStubSignature: async () => encodings.smartSessionUseSignature(permissionId, stub),
    signMessage: async () => {
      throw new Error('A session key signs user operations only')
    },
    signTypedData: async () => {
      throw new Error('A session key signs user operations only')
    },
    signUserOperation: async (userOperation) =>
      encodings.smartSessionUseSignature(
        permissionId,
        await sign({
          hash: aa.getUserOperationHash({
            userOperation: { ...userOperation, sender: account, signature: '0x' },
            entryPointAddress: entryPoint,
            entryPointVersion: '0.8',
            chainId: chain.id,
          }),
        }),
      ),
  })
  const bundler = aa.createBundlerClient({
    client,
    account: smartAccount,
    transport: viem.http(parameters.bundlerUrl),
    ...(parameters.paymasterUrl
      ? {
          paymaster: aa.createPaymasterClient({ transport: viem.http(parameters.paymasterUrl) }),
        }
      : {}),
  })
  const gas = { ...defaultSessionGas, ...parameters.gas }
  return { aa, smartAccount, bundler, gas }
}

/**
 * Sends `calls` as ONE user operation of `account` that the session key signs, without the
 * visitor: SmartSessions validates it against the session's permissions on chain, and the
 * bundler refuses it (AA23) when a call is outside them, over an allowance, expired or revoked.
 * Resolves once the bundle is mined. viem's account-abstraction code is loaded on first use.
 *
 * @example
 * const { success } = await sendSessionCalls({
 *   bundlerUrl: `${server}/v1/bundler?projectId=demo&chainId=eip155:31337`,
 *   paymasterUrl: `${server}/v1/paymaster?projectId=demo&chainId=eip155:31337`,
 *   chain, account: granted.address, smartSessions: granted.smartSessions,
 *   permissionId: granted.permissionsContext, sessionKey: privateKeyToAccount(key),
 *   calls: [{ to: token, data: transferData }],
 * })
 */
export async function sendSessionCalls(
  parameters: SendSessionCallsParameters,
): Promise<SendSessionCallsReturnType> {
  const { bundler, gas } = await sessionClient(parameters)
  const userOpHash = await bundler.sendUserOperation({ calls: [...parameters.calls], ...gas })
  const receipt = await bundler.waitForUserOperationReceipt({ hash: userOpHash })
  return { userOpHash, success: receipt.success, transactionHash: receipt.receipt.transactionHash }
}

/** A signed session operation in the EntryPoint's packed form (`handleOps`' argument), hex fields. */
export type SignedSessionOperation = Record<
  | 'sender'
  | 'nonce'
  | 'initCode'
  | 'callData'
  | 'accountGasLimits'
  | 'preVerificationGas'
  | 'gasFees'
  | 'paymasterAndData'
  | 'signature',
  Hex
>

/**
 * The session operation {@link sendSessionCalls} would send, prepared (nonce, fees, paymaster
 * data) and signed, but not sent: in the EntryPoint's packed form, for a relayer of one's own or
 * to show that the chain itself (not the bundler) refuses what the session does not allow.
 */
export async function signSessionCalls(
  parameters: SendSessionCallsParameters,
): Promise<SignedSessionOperation> {
  const { aa, smartAccount, bundler, gas } = await sessionClient(parameters)
  const prepared = await bundler.prepareUserOperation({ calls: [...parameters.calls], ...gas })
  const signature = await smartAccount.signUserOperation(prepared)
  const packed = aa.toPackedUserOperation({ ...prepared, signature } as Parameters<
    typeof aa.toPackedUserOperation
  >[0])
  const hex = (value: bigint | Hex) =>
    typeof value === 'bigint' ? (`0x${value.toString(16)}` as Hex) : value
  return {
    sender: packed.sender,
    nonce: hex(packed.nonce),
    initCode: packed.initCode,
    callData: packed.callData,
    accountGasLimits: packed.accountGasLimits,
    preVerificationGas: hex(packed.preVerificationGas),
    gasFees: packed.gasFees,
    paymasterAndData: packed.paymasterAndData,
    signature: packed.signature,
  }
}
