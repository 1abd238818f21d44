import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  entryPoint08Abi,
  getUserOperationHash,
  type SmartAccount,
  toPackedUserOperation,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { devPaymasterSigner } from './accountAbstractionKeys.js'
import { devAccounts } from './devAccounts.js'
import { type DevnetSmartSessions, deploySmartSessions } from './deploySmartSessions.js'
import { devnetWalletClient } from './devnetWalletClient.js'
import { requestJsonRpc } from './jsonRpc.js'
import {
  enableSessionsCall,
  installSmartSessionsCall,
  removeSessionCall,
  type SmartSession,
  smartSessionNonceKey,
  smartSessionPermissionId,
  smartSessionsAbi,
  smartSessionUseSignature,
  tokenTransferSession,
} from './smartSessionEncoding.js'
import { latchPaymaster, latchSmartAccount } from './testing/latchSmartAccount.js'

const devnet = inject('devnet')
const { accountAbstraction } = devnet
if (!accountAbstraction) throw new Error('the devnet publishes its smart accounts')
const [chainA] = devnet.chains
if (!chainA) throw new Error('no chain A')
const contractsA = accountAbstraction.chains[chainA.id]
if (!contractsA) throw new Error('no smart accounts on chain A')
const token = devnet.token.addresses[chainA.id]
const otherToken = devnet.stablecoin?.addresses[chainA.id]
if (!token || !otherToken) throw new Error('no LTT or LUSD on chain A')
const tokenHolder = devAccounts[7]
if (!tokenHolder) throw new Error('no dev account 7')

const chain = defineChain({
  id: chainA.id,
  name: chainA.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chainA.rpcUrl] } },
})
const publicClient = createPublicClient({ chain, transport: http(chainA.rpcUrl), pollingInterval: 50 })
const paymaster = latchPaymaster(contractsA.paymaster, chainA.id, devPaymasterSigner.privateKey)
const spendingAbi = parseAbi([
  'function spendingOf(bytes32 configId, address multiplexer, address account) view returns (uint256 spent, uint256 limit)',
])
const ltt = (amount: string) => parseEther(amount)
const balanceOf = (address: Address, of: Address = token) =>
  publicClient.readContract({ address: of, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const transferCall = (to: Address, amount: bigint, of: Address = token) => ({
  to: of,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
// SmartSessions reverts on a session signature it cannot verify, so a session operation cannot
// be estimated with a stub signature: its gas is given, generously.
const sessionGas = {
  callGasLimit: 200_000n,
  verificationGasLimit: 600_000n,
  preVerificationGas: 100_000n,
  paymasterVerificationGasLimit: 80_000n,
  paymasterPostOpGasLimit: 0n,
} as const

let contracts: DevnetSmartSessions
let owner: BundlerClient<ReturnType<typeof http>, undefined, SmartAccount>
let account: Address
const sessionKey = generatePrivateKey()
const recipient = privateKeyToAccount(generatePrivateKey()).address
const limit = ltt('10')
const validUntil = Math.floor(Date.now() / 1000) + 3600
let session: SmartSession
let expiredSession: SmartSession

/** A viem smart account for `account` whose operations the session key signs for `permission`. */
async function sessionAccount(permission: SmartSession, signerKey: Hex = sessionKey) {
  const signer = privateKeyToAccount(signerKey)
  const ownerAccount = owner.account
  if (!ownerAccount) throw new Error('no owner account')
  const permissionId = smartSessionPermissionId(permission)
  return toSmartAccount({
    client: publicClient,
    entryPoint: ownerAccount.entryPoint,
    getAddress: async () => account,
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    encodeCalls: (calls) => ownerAccount.encodeCalls(calls),
    getNonce: () =>
      publicClient.readContract({
        address: accountAbstraction?.entryPoint ?? '0x',
        abi: entryPoint08Abi,
        functionName: 'getNonce',
        args: [account, smartSessionNonceKey(contracts.smartSessions)],
      }),
    getStubSignature: async () => smartSessionUseSignature(permissionId, `0x${'00'.repeat(65)}`),
    async signMessage() {
      throw new Error('a session signs user operations only')
    },
    async signTypedData() {
      throw new Error('a session signs user operations only')
    },
    async signUserOperation(userOperation) {
      const hash = getUserOperationHash({
        userOperation: { ...userOperation, sender: account, signature: '0x' },
        entryPointAddress: ownerAccount.entryPoint.address,
        entryPointVersion: '0.8',
        chainId: chainA.id,
      })
      return smartSessionUseSignature(permissionId, await signer.sign({ hash }))
    },
  })
}

function sessionBundler(sessionSmartAccount: SmartAccount) {
  return createBundlerClient({
    client: publicClient,
    transport: http(contractsA.bundlerUrl),
    pollingInterval: 50,
    account: sessionSmartAccount,
    paymaster,
  })
}

/** A signed session operation, sponsored, ready for the bundler or `handleOps`. */
async function signedSessionOperation(
  calls: readonly { to: Address; data: Hex }[],
  permission: SmartSession = session,
  signerKey: Hex = sessionKey,
) {
  const sessionSmartAccount = await sessionAccount(permission, signerKey)
  const bundler = sessionBundler(sessionSmartAccount)
  const prepared = await bundler.prepareUserOperation({ calls, ...sessionGas })
  const signature = await sessionSmartAccount.signUserOperation(prepared)
  return { bundler, userOperation: { ...prepared, signature } as UserOperation<'0.8'> }
}

/**
 * Sends `userOperation` straight to the EntryPoint's `handleOps` from a funded key, with its gas
 * given so that it is mined even when it reverts; resolves with the mined status, the error the
 * EntryPoint reverted with and, for a revert in the account's validation, the module's error.
 */
async function handleOpsOnChain(userOperation: UserOperation<'0.8'>) {
  const beneficiary = privateKeyToAccount(generatePrivateKey())
  await requestJsonRpc(chainA.rpcUrl, 'hardhat_setBalance', [
    beneficiary.address,
    toHex(parseEther('1')),
  ])
  const wallet = createWalletClient({ account: beneficiary, chain, transport: http(chainA.rpcUrl) })
  const data = encodeFunctionData({
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(userOperation)], beneficiary.address],
  })
  const entryPoint = accountAbstraction?.entryPoint ?? '0x'
  // Hardhat mines a transaction that reverts, then answers with its hash and revert data.
  const { hash, revertData } = await wallet
    .sendTransaction({ to: entryPoint, data, gas: 2_000_000n })
    .then(
      (hash) => ({ hash, revertData: undefined }),
      (error: unknown) => minedRevertOf(error),
    )
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const entryPointError = revertData
    ? decodeErrorResult({ abi: entryPoint08Abi, data: revertData })
    : undefined
  const inner =
    entryPointError?.errorName === 'FailedOpWithRevert'
      ? decodeErrorResult({ abi: smartSessionsAbi, data: entryPointError.args[2] as Hex })
      : undefined
  return { status: receipt.status, entryPointError, inner }
}

function minedRevertOf(error: unknown): { hash: Hex; revertData: Hex } {
  let current: unknown = error
  while (current && typeof current === 'object') {
    const data = (current as { data?: { txHash?: unknown; data?: unknown } }).data
    if (typeof data?.txHash === 'string' && typeof data.data === 'string') {
      return { hash: data.txHash as Hex, revertData: data.data as Hex }
    }
    current = (current as { cause?: unknown }).cause
  }
  throw error
}

/** A sponsored operation of the account's owner; resolves once it is mined and succeeded. */
async function ownerOperation(calls: readonly { to: Address; data: Hex }[]) {
  const hash = await owner.sendUserOperation({ calls })
  const receipt = await owner.waitForUserOperationReceipt({ hash, timeout: 15_000 })
  expect(receipt.success).toBe(true)
}

beforeAll(async () => {
  const deployer = privateKeyToAccount(generatePrivateKey())
  const deployerKey = { address: deployer.address, privateKey: generatePrivateKey() }
  deployerKey.address = privateKeyToAccount(deployerKey.privateKey).address
  await requestJsonRpc(chainA.rpcUrl, 'hardhat_setBalance', [
    deployerKey.address,
    toHex(parseEther('10')),
  ])
  contracts = await deploySmartSessions({ chain: chainA, deployer: deployerKey })
  owner = createBundlerClient({
    client: publicClient,
    transport: http(contractsA.bundlerUrl),
    pollingInterval: 50,
    account: await latchSmartAccount({
      client: publicClient,
      accountAbstraction,
      chainId: chainA.id,
      ownerKey: generatePrivateKey(),
    }),
    paymaster,
  })
  account = owner.account?.address ?? '0x'
  const sessionKeyAddress = privateKeyToAccount(sessionKey).address
  session = tokenTransferSession({ contracts, sessionKey: sessionKeyAddress, token, limit, validUntil })
  expiredSession = tokenTransferSession({
    contracts,
    sessionKey: sessionKeyAddress,
    token,
    limit,
    validUntil: Math.floor(Date.now() / 1000) - 60,
    salt: toHex(1, { size: 32 }),
  })
  const holder = devnetWalletClient(chainA, tokenHolder)
  await holder.waitForTransactionReceipt({
    hash: await holder.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account, ltt('100')],
    }),
  })
  // The account's first operation deploys it, installs SmartSessions and enables both sessions.
  await ownerOperation([
    installSmartSessionsCall(account, contracts.smartSessions),
    enableSessionsCall(contracts.smartSessions, [session, expiredSession]),
  ])
}, 60_000)

describe('smart sessions on a local chain', () => {
  it('default: SmartSessions, the session validator, both policies and the registry are in place', async () => {
    expect(contracts.smartSessions).toBe('0x0000000071727De22e5E9D8bAF0EDAc6F37da034')
    expect(contracts.moduleRegistry).toBe('0x000000000069E2a187AEFFb852bF3cCdC95151B2')
    for (const address of Object.values(contracts)) {
      expect(((await publicClient.getCode({ address })) ?? '0x').length).toBeGreaterThan(2)
    }
    // Our permission id is SmartSessions' own.
    await expect(
      publicClient.readContract({
        address: contracts.smartSessions,
        abi: smartSessionsAbi,
        functionName: 'getPermissionId',
        args: [session],
      }),
    ).resolves.toBe(smartSessionPermissionId(session))
    await expect(
      publicClient.readContract({
        address: contracts.smartSessions,
        abi: smartSessionsAbi,
        functionName: 'isPermissionEnabled',
        args: [smartSessionPermissionId(session), account],
      }),
    ).resolves.toBe(true)
  })

  it('behavior: the session key alone transfers LTT within the limit, through the bundler', async () => {
    const { bundler, userOperation } = await signedSessionOperation([
      transferCall(recipient, ltt('4')),
    ])
    const hash = await bundler.sendUserOperation(userOperation)
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 15_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account)
    expect(await balanceOf(recipient)).toBe(ltt('4'))
    expect(await balanceOf(account)).toBe(ltt('96'))
  })

  it('behavior: a transfer over what is left of the limit is refused on chain by the spending limit', async () => {
    // 4 spent above; 6 left.
    const { userOperation } = await signedSessionOperation([transferCall(recipient, ltt('6.5'))])
    const result = await handleOpsOnChain(userOperation)

    expect(result.status).toBe('reverted')
    expect(result.entryPointError?.errorName).toBe('FailedOpWithRevert')
    expect(result.entryPointError?.args.slice(0, 2)).toEqual([0n, 'AA23 reverted'])
    expect(result.inner).toMatchObject({
      errorName: 'PolicyViolation',
      args: [smartSessionPermissionId(session), contracts.spendingLimitPolicy],
    })
    expect(await balanceOf(recipient)).toBe(ltt('4'))
  })

  it('behavior: another function of the token, or another token, is refused on chain: no policy permits it', async () => {
    const approve = {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [recipient, ltt('1')],
      }),
    }
    for (const call of [approve, transferCall(recipient, 1n, otherToken)]) {
      const { userOperation } = await signedSessionOperation([call])
      const result = await handleOpsOnChain(userOperation)
      expect(result.status).toBe('reverted')
      expect(result.entryPointError?.args.slice(0, 2)).toEqual([0n, 'AA23 reverted'])
      expect(result.inner).toMatchObject({
        errorName: 'NoPoliciesSet',
        args: [smartSessionPermissionId(session)],
      })
    }
  })

  it('behavior: an operation signed by another key is refused on chain by the session validator', async () => {
    const { userOperation } = await signedSessionOperation(
      [transferCall(recipient, 1n)],
      session,
      generatePrivateKey(),
    )
    const result = await handleOpsOnChain(userOperation)
    expect(result.status).toBe('reverted')
    expect(result.inner?.errorName).toBe('InvalidSessionKeySignature')
  })

  it('behavior: a session past its end is refused on chain by the EntryPoint (AA22), from the time-frame policy', async () => {
    const { userOperation } = await signedSessionOperation(
      [transferCall(recipient, 1n)],
      expiredSession,
    )
    const result = await handleOpsOnChain(userOperation)
    expect(result.status).toBe('reverted')
    expect(result.entryPointError).toMatchObject({
      errorName: 'FailedOp',
      args: [0n, 'AA22 expired or not due'],
    })
  })

  it('behavior: once the owner removes the session, its next permitted transfer is refused on chain', async () => {
    const permissionId = smartSessionPermissionId(session)
    await ownerOperation([removeSessionCall(contracts.smartSessions, permissionId)])
    await expect(
      publicClient.readContract({
        address: contracts.smartSessions,
        abi: smartSessionsAbi,
        functionName: 'isPermissionEnabled',
        args: [permissionId, account],
      }),
    ).resolves.toBe(false)

    const { userOperation } = await signedSessionOperation([transferCall(recipient, ltt('1'))])
    const result = await handleOpsOnChain(userOperation)
    expect(result.status).toBe('reverted')
    expect(result.inner).toMatchObject({ errorName: 'InvalidPermissionId', args: [permissionId] })
    expect(await balanceOf(recipient)).toBe(ltt('4'))
  })
})
