// Issue 31 over real HTTP, against a local chain with EntryPoint v0.8, the Latch account
// contracts and the alto bundler: `/v1/bundler` passes the bundler's ERC-4337 answers on as
// they are (codes and AAxx texts), `/v1/paymaster` sponsors our factory's accounts only.
import {
  concat,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  keccak256,
  slice,
  toHex,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { developmentPaymasterKey } from '../config/smartAccountsConfig.js'
import type { LatchServer } from '../createServer.js'
import { setTestBalance, testAccountAbstraction } from '../testing/accountAbstractionDevnet.js'
import { freshAccount } from '../testing/devnetClients.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { testSmartAccount } from '../testing/testSmartAccount.js'

const aa = testAccountAbstraction(inject('devnet'))
const chainId = `eip155:${aa.chainId}`

let server: LatchServer
let url: string
let stop: () => Promise<void>

type RpcAnswer<T = unknown> = {
  jsonrpc: '2.0'
  id: number
  result?: T
  error?: { code: number; message: string }
}

async function rpc<T>(route: 'bundler' | 'paymaster', method: string, params: unknown[] = []) {
  const response = await fetch(`${url}/v1/${route}?${sdkQuery()}&chainId=${chainId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as RpcAnswer<T>
}

describe('smart accounts: /v1/bundler and /v1/paymaster', () => {
  const settings = aa.settings as (typeof aa)['settings']
  const client = createPublicClient({
    chain: defineChain({
      id: aa.chainId,
      name: chainId,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [aa.rpcUrl ?? ''] } },
    }),
    transport: http(aa.rpcUrl),
  })

  beforeAll(async () => {
    server = await createTestServer({
      chainRpc: { [chainId]: aa.rpcUrl ?? '' },
      smartAccounts: { [chainId]: settings },
      indexerPollMs: false,
    })
    const running = await server.start({ port: 0, host: '127.0.0.1' })
    url = running.url
    stop = running.close
  }, 60_000)
  afterAll(async () => {
    await stop?.()
    await server?.close()
  })

  const bundlerOf = (account: SmartAccount, sponsored: boolean) =>
    createBundlerClient({
      client,
      account,
      transport: http(`${url}/v1/bundler?${sdkQuery()}&chainId=${chainId}`),
      ...(sponsored
        ? {
            paymaster: createPaymasterClient({
              transport: http(`${url}/v1/paymaster?${sdkQuery()}&chainId=${chainId}`),
            }),
          }
        : {}),
    })

  /** A prepared, signed operation of `account`: what a client sends. */
  async function signedOperation(
    account: SmartAccount,
    sponsored: boolean,
    change: (operation: UserOperation<'0.8'>) => UserOperation<'0.8'> = (operation) => operation,
    signer: SmartAccount = account,
    gas: Record<string, bigint | undefined> = {},
  ): Promise<UserOperation<'0.8'>> {
    const prepared = (await bundlerOf(account, sponsored).prepareUserOperation({
      calls: [{ to: freshAccount().address, value: 0n }],
      ...gas,
    } as Parameters<
      ReturnType<typeof bundlerOf>['prepareUserOperation']
    >[0])) as UserOperation<'0.8'>
    const operation = change(prepared)
    return { ...operation, signature: await signer.signUserOperation(operation) }
  }

  const send = (operation: UserOperation<'0.8'>) =>
    rpc<Hex>('bundler', 'eth_sendUserOperation', [
      formatUserOperationRequest(operation),
      settings.entryPoint,
    ])

  test('default: the bundler answers through the route; other methods are refused', async () => {
    expect((await rpc('bundler', 'eth_supportedEntryPoints')).result).toEqual([settings.entryPoint])
    expect(await rpc('bundler', 'eth_sendTransaction', [{}])).toMatchObject({
      error: { code: -32601, message: 'The method eth_sendTransaction is not served here' },
    })
    expect(await rpc('paymaster', 'eth_chainId')).toMatchObject({
      error: { code: -32601, message: 'The method eth_chainId is not served here' },
    })
  })

  test('behavior: a sponsored operation is accepted and mined, and deploys the account', async () => {
    const owner = freshAccount()
    const account = await testSmartAccount(client, settings, owner)
    const operation = await signedOperation(account, true)
    expect(operation.paymaster?.toLowerCase()).toBe(settings.paymaster.toLowerCase())
    const started = performance.now()
    const answer = await send(operation)
    expect(answer.error).toBeUndefined()
    const receipt = await bundlerOf(account, true).waitForUserOperationReceipt({
      hash: answer.result as Hex,
      pollingInterval: 100,
    })
    console.log('user operation mined in', Math.round(performance.now() - started), 'ms')
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(settings.paymaster.toLowerCase())
    expect(await client.getCode({ address: account.address })).toMatch(/^0x363d3d37/)
  }, 60_000)

  test('behavior: refusals keep the bundler’s ERC-4337 codes and texts', async () => {
    const account = await testSmartAccount(client, settings, freshAccount())
    const stranger = await testSmartAccount(client, settings, freshAccount())
    const refusal = async (operation: UserOperation<'0.8'>) => (await send(operation)).error

    // AA24: the account's owner did not sign.
    expect(await refusal(await signedOperation(account, true, undefined, stranger))).toEqual({
      code: -32507,
      message: 'UserOperation reverted with reason: AA24 signature error',
    })
    // AA34: the paymaster's data carries a signature that is not its signer's.
    const forged = await signedOperation(account, true, (operation) => ({
      ...operation,
      paymasterData: concat([
        slice(operation.paymasterData as Hex, 0, 12),
        keccak256('0x01'),
        keccak256('0x02'),
        '0x1b',
      ]),
    }))
    expect(await refusal(forged)).toEqual({
      code: -32507,
      message: 'UserOperation reverted with reason: AA34 signature error',
    })
    // AA21: no paymaster, and the account has no ETH to pay for itself (its gas given: the
    // estimate would refuse first).
    const unpaid = await signedOperation(account, false, undefined, account, {
      callGasLimit: 100_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 100_000n,
      ...(await client.estimateFeesPerGas()),
    })
    expect(await refusal(unpaid)).toEqual({
      code: -32500,
      message: "UserOperation reverted with reason: AA21 didn't pay prefund",
    })
    // AA25: a nonce already spent (the account paying for itself this time).
    const funded = await testSmartAccount(client, settings, freshAccount())
    await setTestBalance(aa.rpcUrl ?? '', funded.address, '1')
    const first = await send(await signedOperation(funded, false))
    await bundlerOf(funded, false).waitForUserOperationReceipt({ hash: first.result as Hex })
    const replay = await signedOperation(funded, false, (operation) => ({
      ...operation,
      nonce: 0n,
    }))
    expect(await refusal(replay)).toEqual({
      code: -32500,
      message: 'UserOperation reverted with reason: AA25 invalid account nonce',
    })
  }, 60_000)

  test('behavior: the paymaster signs for our factory’s accounts only, on its entry point and chain', async () => {
    const owner = freshAccount()
    const account = await testSmartAccount(client, settings, owner)
    const prepared = formatUserOperationRequest(
      (await bundlerOf(account, true).prepareUserOperation({
        calls: [{ to: owner.address, value: 0n }],
      })) as UserOperation<'0.8'>,
    )
    const chainHex = toHex(aa.chainId)
    const signed = await rpc<{ paymaster: Hex; paymasterData: Hex }>(
      'paymaster',
      'pm_getPaymasterData',
      [prepared, settings.entryPoint, chainHex, {}],
    )
    expect(signed.result?.paymaster.toLowerCase()).toBe(settings.paymaster.toLowerCase())
    // validAfter (6) | validUntil (6) | signature (65)
    expect(signed.result?.paymasterData).toMatch(/^0x[0-9a-f]{154}$/)

    // Another factory: the deposit is not for whatever account a caller brings.
    const elsewhere = { ...prepared, factory: freshAccount().address }
    // An existing contract that is not our clone (the EntryPoint itself), with no initCode.
    const notOurs = { ...prepared, sender: settings.entryPoint, factory: null, factoryData: null }
    for (const operation of [elsewhere, notOurs]) {
      for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
        expect(
          (await rpc('paymaster', method, [operation, settings.entryPoint, chainHex, {}])).error,
          method,
        ).toEqual({
          code: -32602,
          message: 'This paymaster sponsors only the accounts of its own account factory',
        })
      }
    }
    expect(
      (await rpc('paymaster', 'pm_getPaymasterData', [prepared, owner.address, chainHex, {}])).error
        ?.code,
    ).toBe(-32602)
    expect(
      (await rpc('paymaster', 'pm_getPaymasterData', [prepared, settings.entryPoint, '0x1', {}]))
        .error?.code,
    ).toBe(-32602)
  })

  test('behavior: the development paymaster key is the signer of the local chains’ paymaster', () => {
    expect(privateKeyToAccount(developmentPaymasterKey).address).toBe(aa.paymasterSigner)
  }, 60_000)
})
