import { requestJsonRpc } from '@latch/test-wallets/internal'
import {
  type Address,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { createBundlerClient, entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import {
  accountAbstractionDeployer,
  bundlerExecutor,
  devPaymasterSigner,
} from './accountAbstractionKeys.js'
import { latchPaymaster, latchSmartAccount } from './testing/latchSmartAccount.js'

const devnet = inject('devnet')
const { accountAbstraction } = devnet
if (!accountAbstraction) throw new Error('the devnet publishes its smart accounts')
const [chainA, chainB] = devnet.chains
if (!chainA || !chainB) throw new Error('two chains')
const contractsA = accountAbstraction.chains[chainA.id]
if (!contractsA) throw new Error('no smart accounts on chain A')

// With its chain: viem's smart accounts read the chain id from it.
const publicClient = createPublicClient({
  chain: defineChain({
    id: chainA.id,
    name: chainA.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chainA.rpcUrl] } },
  }),
  transport: http(chainA.rpcUrl, { timeout: 60_000 }),
  pollingInterval: 50,
})
const codeSizeOf = async (address: Address) =>
  ((await publicClient.getCode({ address })) ?? '0x').length / 2 - 1
const depositAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])
const depositOf = (paymaster: Address) =>
  publicClient.readContract({
    address: accountAbstraction.entryPoint,
    abi: depositAbi,
    functionName: 'balanceOf',
    args: [paymaster],
  })
// A fresh owner per test: its account is counterfactual until its first operation.
const bundlerOf = async (
  ownerKey: Hex,
  signerKey?: Hex,
  paymasterKey: Hex = devPaymasterSigner.privateKey,
) =>
  createBundlerClient({
    client: publicClient,
    transport: http(contractsA.bundlerUrl, { timeout: 60_000 }),
    pollingInterval: 50,
    account: await latchSmartAccount({
      client: publicClient,
      accountAbstraction,
      chainId: chainA.id,
      ownerKey,
      ...(signerKey ? { signerKey } : {}),
    }),
    paymaster: latchPaymaster(contractsA.paymaster, chainA.id, paymasterKey),
  })

describe('smart accounts on the local chains', () => {
  it('default: the EntryPoint v0.8, the account, factory and paymaster at the same addresses on both chains', async () => {
    expect(accountAbstraction).toMatchObject({
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      entryPointVersion: '0.8',
      paymasterSigner: devPaymasterSigner.address,
    })
    const contractsB = accountAbstraction.chains[chainB.id]
    const { bundlerUrl: _a, smartSessions: sessionsA, ...addressesA } = contractsA
    const {
      bundlerUrl: _b,
      smartSessions: sessionsB,
      ...addressesB
    } = contractsB ?? {
      bundlerUrl: '',
    }
    expect(addressesB).toEqual(addressesA)
    expect(sessionsB).toEqual(sessionsA)
    // SmartSessions at its fixed address; the validator and policies after the account
    // contracts, by the same deployer.
    expect(sessionsA.smartSessions).toBe('0x0000000071727De22e5E9D8bAF0EDAc6F37da034')
    // Nonces 1, 2 and 3 of dev mnemonic index 10 (0 deploys the EntryPoint).
    expect(addressesA).toEqual({
      accountImplementation: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
      accountFactory: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
      paymaster: '0xD89c1432EaA169C54dC7610C744c68a2F4b6B3e5',
    })
    // EIP-170: no runtime code over 24 KB may be deployed.
    for (const address of [accountAbstraction.entryPoint, ...Object.values(addressesA)]) {
      const size = await codeSizeOf(address)
      expect(size).toBeGreaterThan(0)
      expect(size).toBeLessThanOrEqual(24_576)
    }
    expect(await depositOf(contractsA.paymaster)).toBeLessThanOrEqual(parseEther('1000'))
    expect(await depositOf(contractsA.paymaster)).toBeGreaterThan(parseEther('999'))
    // The keys that pay for the start-up and the bundles are funded; the paymaster's signer
    // needs nothing.
    for (const key of [accountAbstractionDeployer, bundlerExecutor]) {
      expect(await publicClient.getBalance({ address: key.address })).toBeGreaterThan(
        parseEther('1000'),
      )
    }
  })

  it('behavior: each chain has its own alto bundler for the EntryPoint', async () => {
    for (const chain of devnet.chains) {
      const bundlerUrl = accountAbstraction.chains[chain.id]?.bundlerUrl ?? ''
      expect(bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      await expect(requestJsonRpc(bundlerUrl, 'eth_chainId')).resolves.toBe(toHex(chain.id))
      await expect(requestJsonRpc(bundlerUrl, 'eth_supportedEntryPoints')).resolves.toEqual([
        accountAbstraction.entryPoint,
      ])
    }
  })

  it('behavior: a sponsored batch of two transfers deploys a counterfactual account in one user operation', async () => {
    const bundler = await bundlerOf(generatePrivateKey())
    const account = bundler.account
    if (!account) throw new Error('no account')
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    ) as [Address, Address]
    await requestJsonRpc(chainA.rpcUrl, 'hardhat_setBalance', [
      account.address,
      toHex(parseEther('1')),
    ])
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    const depositBefore = await depositOf(contractsA.paymaster)

    const hash = await bundler.sendUserOperation({
      calls: [
        { to: first, value: parseEther('0.1') },
        { to: second, value: parseEther('0.2') },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 45_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(receipt.paymaster).toBe(contractsA.paymaster)
    expect(await codeSizeOf(account.address)).toBe(45) // an EIP-1167 clone
    // One operation in the bundle, for both calls.
    const events = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.receipt.logs,
    })
    expect(events.map((event) => event.args.userOpHash)).toEqual([hash])
    expect(await publicClient.getBalance({ address: first })).toBe(parseEther('0.1'))
    expect(await publicClient.getBalance({ address: second })).toBe(parseEther('0.2'))
    // The paymaster paid the gas: the account spent exactly what it sent.
    expect(await publicClient.getBalance({ address: account.address })).toBe(parseEther('0.7'))
    expect(await depositOf(contractsA.paymaster)).toBeLessThan(depositBefore)
    // The bundler's own JSON-RPC says the same.
    const raw = (await requestJsonRpc(contractsA.bundlerUrl, 'eth_getUserOperationReceipt', [
      hash,
    ])) as { success: boolean; userOpHash: Hex }
    expect(raw).toMatchObject({ success: true, userOpHash: hash })

    // Deployed now: the next operation has no initCode, and one call is a single execution.
    const next = await bundler.sendUserOperation({ calls: [{ to: first, value: 1n }] })
    await expect(
      bundler.waitForUserOperationReceipt({ hash: next, timeout: 45_000 }),
    ).resolves.toMatchObject({ success: true })
    expect(await publicClient.getBalance({ address: first })).toBe(parseEther('0.1') + 1n)
  })

  it('behavior: a deployed account verifies its owner’s message signatures (ERC-1271), not another key’s', async () => {
    const ownerKey = generatePrivateKey()
    const bundler = await bundlerOf(ownerKey)
    const account = bundler.account
    if (!account) throw new Error('no account')
    const hash = await bundler.sendUserOperation({ calls: [{ to: account.address, value: 0n }] })
    await bundler.waitForUserOperationReceipt({ hash, timeout: 45_000 })
    const message = 'Hello from a smart account'
    const signed = await privateKeyToAccount(ownerKey).signMessage({ message })
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    const verify = (signature: Hex) =>
      publicClient.verifyMessage({ address: account.address, message, signature })
    expect(await verify(signed)).toBe(true)
    expect(await verify(forged)).toBe(false)
  })

  it('behavior: an operation signed by a key that is not the owner is refused with AA24', async () => {
    const bundler = await bundlerOf(generatePrivateKey(), generatePrivateKey())
    const error = await bundler
      .sendUserOperation({ calls: [{ to: bundlerExecutor.address, value: 0n }] })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      )
    expect(error).toBeInstanceOf(Error)
    // Estimating passes (it runs with the stub signature); sending is refused. viem wraps the
    // bundler's JSON-RPC error, whose ERC-7769 code alto gives as -32507 (invalid signature).
    expect(
      walk(
        error,
        (cause) => cause instanceof Error && cause.name === 'UserOperationSignatureError',
      ),
    ).toBeDefined()
    const rpcError = walk(error, (cause) => typeof (cause as { code?: unknown }).code === 'number')
    expect(rpcError).toMatchObject({ code: -32507 })
    expect(String((rpcError as { details?: unknown }).details)).toBe(
      'UserOperation reverted with reason: AA24 signature error',
    )
  })

  it('behavior: paymaster data signed by another key is refused with AA34', async () => {
    const ownerKey = generatePrivateKey()
    const bundler = await bundlerOf(ownerKey, ownerKey, generatePrivateKey())
    const error = await bundler
      .sendUserOperation({ calls: [{ to: bundlerExecutor.address, value: 0n }] })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      )
    const rpcError = walk(error, (cause) => typeof (cause as { code?: unknown }).code === 'number')
    // Alto gives a paymaster's bad signature ERC-7769's signature code too, not -32501.
    expect(rpcError).toMatchObject({ code: -32507 })
    expect(String((rpcError as { details?: unknown }).details)).toBe(
      'UserOperation reverted with reason: AA34 signature error',
    )
  })
})

function walk(error: unknown, matches: (cause: object) => boolean): object | undefined {
  let current: unknown = error
  while (current && typeof current === 'object') {
    if (matches(current)) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
