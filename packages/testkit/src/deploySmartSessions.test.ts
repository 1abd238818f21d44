import {
  enableSessionsCall,
  installSmartSessionsCall,
  removeSessionCall,
  type SmartSession,
  smartSessionNonceKey,
  smartSessionOperationGas,
  smartSessionPermissionId,
  smartSessionsAbi,
  smartSessionUseSignature,
  tokenTransferSession,
} from '@latch/smart-account-encoding'
import { devAccounts } from '@latch/test-wallets'
import { requestJsonRpc } from '@latch/test-wallets/internal'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  encodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
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
import { compileSmartSessionContracts } from './compileSmartSessionContracts.js'
import { deploySmartSessions } from './deploySmartSessions.js'
import type { DevnetSmartSessions } from './devnetInfo.js'
import { devnetSender } from './devnetSender.js'
import { devnetWalletClient } from './devnetWalletClient.js'
import { latchPaymaster, latchSmartAccount } from './testing/latchSmartAccount.js'

const devnet = inject('devnet')
const { accountAbstraction } = devnet
if (!accountAbstraction) throw new Error('the devnet publishes its smart accounts')
const chainA = required(devnet.chains[0], 'chain A')
const contractsA = required(accountAbstraction.chains[chainA.id], 'smart accounts on chain A')
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
const publicClient = createPublicClient({
  chain,
  transport: http(chainA.rpcUrl, { timeout: 60_000 }),
  pollingInterval: 50,
})
const paymaster = latchPaymaster(contractsA.paymaster, chainA.id, devPaymasterSigner.privateKey)
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
const ltt = (amount: string) => parseEther(amount)
const balanceOf = (address: Address, of: Address = token) =>
  publicClient.readContract({
    address: of,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
const transferCall = (to: Address, amount: bigint, of: Address = token) => ({
  to: of,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
// A key of its own: the devnet's deployers keep their nonces (and other tests their addresses).
const deployerKey = generatePrivateKey()
const deployer = { address: privateKeyToAccount(deployerKey).address, privateKey: deployerKey }
const compiled = await compileSmartSessionContracts()
let contracts: DevnetSmartSessions
let owner: BundlerClient<ReturnType<typeof http>, undefined, SmartAccount>
let account: Address
const sessionKey = generatePrivateKey()
const recipient = privateKeyToAccount(generatePrivateKey()).address
const limit = ltt('10')
const validUntil = Math.floor(Date.now() / 1000) + 3600
let session: SmartSession
let expiredSession: SmartSession
let notYetDueSession: SmartSession

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
    // A session key's signature of the right shape that recovers to nobody: the bundler
    // estimates the gas with it (SmartSessions fails it without reverting).
    getStubSignature: async () => smartSessionUseSignature(permissionId, stubSignature),
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
    transport: http(contractsA.bundlerUrl, { timeout: 60_000 }),
    pollingInterval: 50,
    account: sessionSmartAccount,
    paymaster,
  })
}

/** A signed session operation, sponsored, ready for the bundler or `handleOps`. */
async function signedSessionOperation(
  calls: readonly { to: Address; data: Hex; value?: bigint }[],
  permission: SmartSession = session,
  signerKey: Hex = sessionKey,
) {
  const sessionSmartAccount = await sessionAccount(permission, signerKey)
  const bundler = sessionBundler(sessionSmartAccount)
  // The bundler refuses to estimate an operation the session may not make: the gas of those
  // sent straight to the EntryPoint is given.
  const prepared = await bundler.prepareUserOperation({ calls, ...smartSessionOperationGas })
  const unsigned = prepared as UserOperation<'0.8'>
  const signature = await sessionSmartAccount.signUserOperation(unsigned)
  return { bundler, userOperation: { ...unsigned, signature } }
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
  const wallet = createWalletClient({
    account: beneficiary,
    chain,
    transport: http(chainA.rpcUrl, { timeout: 60_000 }),
  })
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

function walkCauses(error: unknown, matches: (cause: object) => boolean): object | undefined {
  let current: unknown = error
  while (current && typeof current === 'object') {
    if (matches(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the devnet has no ${what}`)
  return value
}

function findRevertData(error: unknown): Hex | undefined {
  let current: unknown = error
  while (current && typeof current === 'object') {
    // viem keeps the node's revert data as `data`, or hardhat's as `data.data`.
    const data = (current as { data?: unknown }).data
    if (typeof data === 'string' && data.startsWith('0x')) return data as Hex
    const nested = (data as { data?: unknown } | undefined)?.data
    if (typeof nested === 'string' && nested.startsWith('0x')) return nested as Hex
    current = (current as { cause?: unknown }).cause
  }
  return undefined
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
  const receipt = await owner.waitForUserOperationReceipt({ hash, timeout: 45_000 })
  expect(receipt.success).toBe(true)
}

beforeAll(async () => {
  await requestJsonRpc(chainA.rpcUrl, 'hardhat_setBalance', [
    deployer.address,
    toHex(parseEther('10')),
  ])
  contracts = await deploySmartSessions({ chain: chainA, deployer })
  owner = createBundlerClient({
    client: publicClient,
    transport: http(contractsA.bundlerUrl, { timeout: 60_000 }),
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
  session = tokenTransferSession({
    modules: contracts,
    sessionKey: sessionKeyAddress,
    permissions: [{ token, allowance: limit }],
    validUntil,
  })
  expiredSession = tokenTransferSession({
    modules: contracts,
    sessionKey: sessionKeyAddress,
    permissions: [{ token, allowance: limit }],
    validUntil: Math.floor(Date.now() / 1000) - 60,
    salt: toHex(1, { size: 32 }),
  })
  notYetDueSession = tokenTransferSession({
    modules: contracts,
    sessionKey: sessionKeyAddress,
    permissions: [{ token, allowance: limit }],
    validAfter: validUntil,
    validUntil: validUntil + 3600,
    salt: toHex(3, { size: 32 }),
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
  // The account's first operation deploys it, installs SmartSessions and enables the sessions.
  await ownerOperation([
    installSmartSessionsCall(account, contracts.smartSessions),
    enableSessionsCall(contracts.smartSessions, [session, expiredSession, notYetDueSession]),
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

  it('behavior: a session naming a policy nobody vouched for in the registry is refused', async () => {
    const unattested = await devnetSender(chainA, deployer).then((sender) =>
      sender.deploy('an unattested policy', compiled.spendingLimitPolicy, []),
    )
    const refused = {
      ...session,
      salt: toHex(2, { size: 32 }),
      actions: session.actions.map((action) => ({
        ...action,
        actionPolicies: [{ policy: unattested, initData: toHex(1n, { size: 32 }) }],
      })),
    }
    const error = await publicClient
      .call({ account, ...enableSessionsCall(contracts.smartSessions, [refused]) })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      )
    const revertData = findRevertData(error)
    expect(revertData).toBeDefined()
    expect(
      decodeErrorResult({ abi: compiled.moduleRegistry.abi, data: revertData ?? '0x' }),
    ).toMatchObject({
      errorName: 'ModuleNotAttested',
      args: [unattested],
    })
  })

  it('behavior: the session key alone transfers LTT within the limit, through the bundler', async () => {
    const bundler = sessionBundler(await sessionAccount(session))
    const hash = await bundler.sendUserOperation({ calls: [transferCall(recipient, ltt('4'))] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 45_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account)
    // Validated by SmartSessions: the nonce's key names it.
    expect(receipt.nonce >> 64n).toBe(smartSessionNonceKey(contracts.smartSessions))
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

  it('behavior: the bundler refuses such a transfer too, with the policy error (-32500, AA23)', async () => {
    const bundler = sessionBundler(await sessionAccount(session))
    const error = await bundler
      .sendUserOperation({ calls: [transferCall(recipient, ltt('6.5'))] })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      )
    // What latch-server's bundler proxy passes on: alto's ERC-7769 code for a refused account
    // validation, and SmartSessions' revert data in the reason.
    const rpcError = walkCauses(
      error,
      (cause) => typeof (cause as { code?: unknown }).code === 'number',
    )
    const policyViolation = encodeErrorResult({
      abi: smartSessionsAbi,
      errorName: 'PolicyViolation',
      args: [smartSessionPermissionId(session), contracts.spendingLimitPolicy],
    })
    expect(rpcError).toMatchObject({
      code: -32500,
      details: `UserOperation reverted during simulation with reason: AA23 reverted ${policyViolation}`,
    })
  })

  it('behavior: another function of the token, or another token, alone or in a batch, is refused on chain: no policy permits it', async () => {
    const approve = {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [recipient, ltt('1')],
      }),
    }
    // The last one hides the approval in a batch behind a permitted transfer.
    for (const calls of [
      [approve],
      [transferCall(recipient, 1n, otherToken)],
      [transferCall(recipient, 1n), approve],
    ]) {
      const { userOperation } = await signedSessionOperation(calls)
      const result = await handleOpsOnChain(userOperation)
      expect(result.status).toBe('reverted')
      expect(result.entryPointError?.args.slice(0, 2)).toEqual([0n, 'AA23 reverted'])
      expect(result.inner).toMatchObject({
        errorName: 'NoPoliciesSet',
        args: [smartSessionPermissionId(session)],
      })
    }
  })

  it('behavior: an operation signed by another key is refused on chain (AA24) by the session validator', async () => {
    const { userOperation } = await signedSessionOperation(
      [transferCall(recipient, 1n)],
      session,
      generatePrivateKey(),
    )
    const result = await handleOpsOnChain(userOperation)
    expect(result.status).toBe('reverted')
    // SmartSessions answers a bad session signature as ERC-4337's "signature failed" (it does
    // not revert), which the EntryPoint reports as AA24.
    expect(result.entryPointError).toMatchObject({
      errorName: 'FailedOp',
      args: [0n, 'AA24 signature error'],
    })
  })

  it('behavior: a session past its end, or before its start, is refused on chain by the EntryPoint (AA22), from the time-frame policy', async () => {
    for (const outOfTime of [expiredSession, notYetDueSession]) {
      const { userOperation } = await signedSessionOperation(
        [transferCall(recipient, 1n)],
        outOfTime,
      )
      const result = await handleOpsOnChain(userOperation)
      expect(result.status).toBe('reverted')
      expect(result.entryPointError).toMatchObject({
        errorName: 'FailedOp',
        args: [0n, 'AA22 expired or not due'],
      })
    }
  })

  it('behavior: a permitted transfer that also sends ETH is refused on chain by the spending limit', async () => {
    const { userOperation } = await signedSessionOperation([
      { ...transferCall(recipient, 1n), value: 1n },
    ])
    const result = await handleOpsOnChain(userOperation)
    expect(result.status).toBe('reverted')
    expect(result.inner).toMatchObject({
      errorName: 'PolicyViolation',
      args: [smartSessionPermissionId(session), contracts.spendingLimitPolicy],
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
