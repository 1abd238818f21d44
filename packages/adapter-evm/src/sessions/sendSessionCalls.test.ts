import {
  enableSessionsCall,
  installSmartSessionsCall,
  smartSessionNonceKey,
  smartSessionPermissionId,
  tokenTransferSession,
} from '@latch/smart-account-encoding'
import {
  devAccounts,
  devnetWalletClient,
  devPaymasterSigner,
  latchPaymaster,
  latchSmartAccount,
} from '@latch/testkit'
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  toHex,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { sendSessionCalls, signSessionCalls } from './sendSessionCalls.js'

const devnet = inject('devnet')
const { accountAbstraction } = devnet
const devnetChain = devnet.chains[0]
const contracts = devnetChain && accountAbstraction?.chains[devnetChain.id]
const token = devnet.token.addresses[devnetChain?.id ?? 0] as Address
const tokenHolder = devAccounts[7]

describe.skipIf(!contracts || !tokenHolder)('sendSessionCalls', () => {
  const chain = defineChain({
    id: devnetChain?.id ?? 0,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnetChain?.rpcUrl ?? ''] } },
  })
  // Real work on the local chain and bundler: the whole suite runs beside it on two cores, where
  // a gas estimate has taken longer than viem's 10 s default.
  const realWork = { timeout: 60_000 }
  const client = createPublicClient({ chain, transport: http(undefined, realWork) })
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const modules = contracts?.smartSessions as NonNullable<typeof contracts>['smartSessions']
  const session = tokenTransferSession({
    modules,
    sessionKey: sessionKey.address,
    permissions: [{ token, allowance: parseEther('10') }],
    validUntil: Math.floor(Date.now() / 1000) + 3600,
  })
  const permissionId = smartSessionPermissionId(session)
  let account: Address
  const send = (calls: Parameters<typeof sendSessionCalls>[0]['calls']) =>
    sendSessionCalls({
      bundlerUrl: contracts?.bundlerUrl ?? '',
      chain,
      account,
      smartSessions: modules.smartSessions,
      permissionId,
      sessionKey,
      calls,
      entryPoint: accountAbstraction?.entryPoint,
    })
  const transfer = (to: Address, amount: string) => ({
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseEther(amount)],
    }),
  })

  beforeAll(async () => {
    if (!accountAbstraction || !devnetChain || !contracts || !tokenHolder) return
    const owner = createBundlerClient({
      client,
      transport: http(contracts.bundlerUrl, realWork),
      account: await latchSmartAccount({
        client: client as never,
        accountAbstraction,
        chainId: devnetChain.id,
        ownerKey: generatePrivateKey(),
      }),
      paymaster: latchPaymaster(contracts.paymaster, devnetChain.id, devPaymasterSigner.privateKey),
    })
    account = owner.account.address
    const holder = devnetWalletClient(devnetChain, tokenHolder)
    await holder.waitForTransactionReceipt({
      hash: await holder.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account, parseEther('20')],
      }),
    })
    // No paymaster for the session here: the account pays its own gas.
    await client.request({
      method: 'hardhat_setBalance' as never,
      params: [account, toHex(parseEther('1'))] as never,
    })
    const hash = await owner.sendUserOperation({
      calls: [
        installSmartSessionsCall(account, modules.smartSessions),
        enableSessionsCall(modules.smartSessions, [session]),
      ],
    })
    const receipt = await owner.waitForUserOperationReceipt({ hash, timeout: 180_000 })
    if (!receipt.success) throw new Error('the session was not enabled')
    // Deploying the account and enabling the session is real work of the chain and the
    // bundler, beside the whole suite on two cores.
  }, 240_000)

  it('behavior: the session key sends a permitted transfer as one operation', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const sent = await send([transfer(recipient, '1')])
    expect(sent.success).toBe(true)
    expect(sent.userOpHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseEther('1'))
  })

  it('error: a call outside the permission, or over the allowance, fails validation (AA23)', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const approve = {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [recipient, 1n],
      }),
    }
    await expect(send([approve])).rejects.toThrow('AA23')
    await expect(send([transfer(recipient, '9.5')])).rejects.toThrow('AA23')
  })

  it('behavior: a signed operation that is not sent names the account, the session nonce key and the session', async () => {
    const signed = await signSessionCalls({
      bundlerUrl: contracts?.bundlerUrl ?? '',
      chain,
      account,
      smartSessions: modules.smartSessions,
      permissionId,
      sessionKey,
      calls: [transfer(account, '1')],
      entryPoint: accountAbstraction?.entryPoint,
    })
    expect(signed.sender).toBe(account)
    expect(BigInt(signed.nonce) >> 64n).toBe(smartSessionNonceKey(modules.smartSessions))
    expect(signed.signature.slice(0, 68)).toBe(`0x00${permissionId.slice(2)}`)
    expect(signed.paymasterAndData).toBe('0x')
  })
})
