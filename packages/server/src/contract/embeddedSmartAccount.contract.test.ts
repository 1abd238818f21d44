// Issue 31: the embedded wallet as a smart account, over the frame's real HTTP API, against a
// local chain with EntryPoint v0.8, the Latch account contracts and the alto bundler.
import {
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  isErc6492Signature,
  parseAbiItem,
  parseErc6492Signature,
  parseEther,
  parseEventLogs,
  recoverMessageAddress,
  toHex,
  verifyMessage,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { createFrameSessions } from '../auth/frameSessions.js'
import { findOrCreateEmailUser } from '../auth/userStore.js'
import type { LatchServer } from '../createServer.js'
import { setTestBalance, testAccountAbstraction } from '../testing/accountAbstractionDevnet.js'
import { freshAccount } from '../testing/devnetClients.js'
import {
  createFrameApiClient,
  type FrameApiClient,
  logInWithEmail,
} from '../testing/frameApiClient.js'
import { createTestServer } from '../testing/testDatabase.js'

const aa = testAccountAbstraction(inject('devnet'))
const chainId = `eip155:${aa.chainId}`
const email = 'smart@example.com'

type User = {
  address: Hex
  accounts: { address: Hex; type: string }[]
  smartAccountDeployed: boolean
  preferredAccountType: string
}

let server: LatchServer
let frameUrl: string
let stop: () => Promise<void>
let user: FrameApiClient

describe('the embedded wallet’s smart account', () => {
  const client = createPublicClient({ transport: http(aa.rpcUrl) })
  const settings = aa.settings as (typeof aa)['settings']
  let smart: Hex
  let eoa: Hex

  beforeAll(async () => {
    server = await createTestServer({
      chainRpc: { [chainId]: aa.rpcUrl ?? '' },
      smartAccounts: { [chainId]: settings },
      indexerPollMs: false,
    })
    const running = await server.start({ port: 0, host: '127.0.0.1' })
    frameUrl = running.frameUrl
    stop = running.close
    user = await logInWithEmail(frameUrl, email, { chainId })
  }, 60_000)
  afterAll(async () => {
    await stop?.()
    await server?.close()
  })

  test('default: the user record lists both accounts, the smart one in use, not deployed yet', async () => {
    const { status, body } = await user.call<User>('/api/user')
    expect(status).toBe(200)
    const [key, account] = body.accounts
    expect(key?.type).toBe('eoa')
    expect(account?.type).toBe('smartAccount')
    eoa = key?.address as Hex
    smart = account?.address as Hex
    expect(body).toMatchObject({
      address: smart,
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    })
    expect(smart).toBe(
      await client.readContract({
        address: settings.accountFactory,
        abi: [parseAbiItem('function getAddress(address, uint256) view returns (address)')],
        functionName: 'getAddress',
        args: [eoa, 0n],
      }),
    )
    expect((await user.call('/api/smart-account')).body).toEqual({
      address: smart,
      isDeployed: false,
    })
    expect(
      (await user.call('/api/origin-check', { projectId: 'demo', origin: 'http://localhost:5173' }))
        .body,
    ).toEqual({
      allowed: true,
      smartAccountEnabledNetworks: [aa.chainId],
    })
    expect((await user.rpc<Hex[]>('eth_accounts', [], 'eip155', chainId)).body.result).toEqual([
      smart,
    ])
  })

  test('behavior: before its deployment, its signature is wrapped as ERC-6492 (factory, createAccount)', async () => {
    const message = 'gm before deployment'
    const signed = await user.rpc<Hex>('personal_sign', [toHex(message), smart], 'eip155', chainId)
    expect(signed.status).toBe(200)
    const { address, data, signature } = parseErc6492Signature(signed.body.result)
    expect(address?.toLowerCase()).toBe(settings.accountFactory.toLowerCase())
    expect(data).toBe(
      encodeFunctionData({
        abi: [parseAbiItem('function createAccount(address owner, uint256 index)')],
        args: [eoa, 0n],
      }),
    )
    expect(await recoverMessageAddress({ message, signature })).toBe(eoa)
    // A verifier deploys it in a simulation and asks it (ERC-6492, then ERC-1271).
    expect(
      await client.verifyMessage({ address: smart, message, signature: signed.body.result }),
    ).toBe(true)
    // The key's own account signs plainly, as before.
    const plain = await user.rpc<Hex>('personal_sign', [toHex(message), eoa], 'eip155', chainId)
    expect(await verifyMessage({ address: eoa, message, signature: plain.body.result })).toBe(true)
  })

  test('behavior: sending ETH is a sponsored user operation; the answer is the bundle’s transaction', async () => {
    await setTestBalance(aa.rpcUrl ?? '', smart, '1')
    const recipient = freshAccount().address
    const request = {
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: toHex(parseEther('0.1')) }],
      chainNamespace: 'eip155',
      chainId,
    }
    const opened = await user.call<{
      id: string
      digest: string
      summary: { rows: { label: string; value: string }[] }
    }>('/api/requests', request)
    expect(opened.status).toBe(200)
    expect(opened.body.summary.rows).toEqual(
      expect.arrayContaining([
        { label: 'To', value: recipient },
        { label: 'Account', value: 'Smart account' },
        { label: 'Fees', value: 'Sponsored' },
      ]),
    )
    const started = performance.now()
    const approved = await user.call<{ result: Hex }>('/api/requests/approve', {
      id: opened.body.id,
      digest: opened.body.digest,
    })
    console.log('approve → bundle mined:', Math.round(performance.now() - started), 'ms')
    expect(approved.status).toBe(200)
    const receipt = await client.getTransactionReceipt({ hash: approved.body.result })
    // The bundler's transaction: handleOps on the EntryPoint, carrying this account's operation.
    expect(receipt.to?.toLowerCase()).toBe(settings.entryPoint.toLowerCase())
    const [event] = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    expect(event?.args.sender).toBe(smart)
    expect(event?.args.paymaster.toLowerCase()).toBe(settings.paymaster.toLowerCase())
    expect(event?.args.success).toBe(true)
    expect(await client.getCode({ address: smart })).toMatch(/^0x363d3d37/)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    // Sponsored: the account paid the value and not a wei of gas.
    expect(await client.getBalance({ address: smart })).toBe(parseEther('0.9'))
    expect((await user.call<User>('/api/user')).body.smartAccountDeployed).toBe(true)
  }, 60_000)

  test('behavior: wallet_sendCalls sends every call in ONE user operation; its status says so', async () => {
    const [first, second] = [freshAccount().address, freshAccount().address]
    const request = {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(aa.chainId),
          from: smart,
          atomicRequired: true,
          calls: [
            { to: first, value: toHex(parseEther('0.01')) },
            { to: second, value: toHex(parseEther('0.02')) },
          ],
        },
      ],
      chainNamespace: 'eip155',
      chainId,
    }
    const opened = await user.call<{
      id: string
      digest: string
      summary: {
        title: string
        rows: { label: string; value: string }[]
        calls: { label: string; value: string }[][]
      }
    }>('/api/requests', request)
    expect(opened.body.summary).toEqual({
      title: 'Send 2 calls',
      rows: [
        { label: 'Network', value: expect.stringContaining(chainId) },
        { label: 'Account', value: 'Smart account' },
        { label: 'Fees', value: 'Sponsored' },
        { label: 'Runs', value: 'All or nothing (one operation)' },
      ],
      calls: [
        [
          { label: 'To', value: first },
          { label: 'Amount', value: '0.01 ETH' },
        ],
        [
          { label: 'To', value: second },
          { label: 'Amount', value: '0.02 ETH' },
        ],
      ],
    })
    const approved = await user.call<{ result: { id: Hex } }>('/api/requests/approve', {
      id: opened.body.id,
      digest: opened.body.digest,
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const { id } = approved.body.result
    let status: { status: number; atomic: boolean; receipts?: { transactionHash: Hex }[] }
    do {
      status = (await user.rpc<typeof status>('wallet_getCallsStatus', [id], 'eip155', chainId))
        .body.result
    } while (status.status === 100)
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: toHex(aa.chainId),
      atomic: true,
      status: 200,
    })
    expect(status.receipts).toHaveLength(1)
    const bundle = await client.getTransactionReceipt({
      hash: status.receipts?.[0]?.transactionHash as Hex,
    })
    const operations = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: bundle.logs,
    }).filter((event) => event.args.sender === smart)
    expect(operations.map((event) => event.args.userOpHash)).toEqual([id])
    // Its only parameter is the id: on another chain, the status is still this chain's.
    await user.call('/api/chain', { chainId: 'eip155:1' })
    const elsewhere = await user.rpc<typeof status>('wallet_getCallsStatus', [id])
    await user.call('/api/chain', { chainId })
    expect(elsewhere.body.result).toMatchObject({ status: 200, chainId: toHex(aa.chainId) })
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.02'))
  }, 60_000)

  test('behavior: capabilities: atomic for the smart account, not for the key’s', async () => {
    const hexChain = toHex(aa.chainId)
    const capabilities = async (address: Hex) =>
      (await user.rpc('wallet_getCapabilities', [address, [hexChain]], 'eip155', chainId)).body
        .result
    // Both announce ERC-7811 asset discovery, which wallet_getAssets answers for either.
    const assetDiscovery = { supported: true }
    expect(await capabilities(smart)).toEqual({
      [hexChain]: { atomic: { status: 'supported' }, assetDiscovery },
    })
    expect(await capabilities(eoa)).toEqual({
      [hexChain]: { atomic: { status: 'unsupported' }, assetDiscovery },
    })
  })

  test('behavior: once deployed, the smart account signs with its owner’s key, unwrapped', async () => {
    const message = 'gm from the smart account'
    const signed = await user.rpc<Hex>('personal_sign', [toHex(message), smart], 'eip155', chainId)
    expect(signed.status).toBe(200)
    expect(isErc6492Signature(signed.body.result)).toBe(false)
    expect(await recoverMessageAddress({ message, signature: signed.body.result })).toBe(eoa)
  })

  test('behavior: viem verifyMessage accepts the deployed smart account’s signature (ERC-1271), not another key’s', async () => {
    const message = 'gm, checked on chain'
    const signed = await user.rpc<Hex>('personal_sign', [toHex(message), smart], 'eip155', chainId)
    expect(
      await client.verifyMessage({ address: smart, message, signature: signed.body.result }),
    ).toBe(true)
    const forged = await freshAccount().signMessage({ message })
    expect(await client.verifyMessage({ address: smart, message, signature: forged })).toBe(false)
  })

  test('behavior: the key’s account, once chosen, stays chosen (a new session too)', async () => {
    expect((await user.call('/api/preferred-account', { type: 'eoa' })).body).toEqual({
      type: 'eoa',
      address: eoa,
    })
    // A new session of the same user (a new login would wait for the code's 30 s cooldown).
    const { rows } = await server.database.query<{ id: string }>(
      'SELECT id FROM embedded_users WHERE email = $1',
      [email],
    )
    const { token } = await createFrameSessions({ db: server.database }).create({
      userId: rows[0]?.id ?? '',
      projectId: 'demo',
      chainId,
    })
    const again = createFrameApiClient(frameUrl, `latch_frame_session=${token}`)
    expect((await again.call<User>('/api/user')).body).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
    expect((await again.rpc<Hex[]>('eth_accounts', [], 'eip155', chainId)).body.result).toEqual([
      eoa,
    ])
    // The key's account sends calls one by one: it cannot promise all or nothing.
    const refused = await again.rpc(
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: toHex(aa.chainId),
          from: eoa,
          atomicRequired: true,
          calls: [{ to: eoa }, { to: eoa }],
        },
      ],
      'eip155',
      chainId,
    )
    expect(refused.body.error?.message).toBe(
      'Atomicity not supported: this account sends the calls one by one',
    )
    expect((await again.call('/api/preferred-account', { type: 'smartAccount' })).body).toEqual({
      type: 'smartAccount',
      address: smart,
    })
  })

  test("parameters: the site's default account type (SPEC.md §6): a user who chose none signs with it in that session; their own choice wins", async () => {
    // A user of another site, with a session of its own and no choice of theirs yet.
    const other = await findOrCreateEmailUser(server.database, 'site-default@example.com')
    const sessions = createFrameSessions({ db: server.database })
    const { token } = await sessions.create({ userId: other.id, projectId: 'demo', chainId })
    const site = createFrameApiClient(frameUrl, `latch_frame_session=${token}`)
    const record = await site.call<User>('/api/user', { preferredAccountType: 'eoa' })
    expect(record.status).toBe(200)
    const key = record.body.accounts.find((entry) => entry.type === 'eoa')?.address
    const account = record.body.accounts.find((entry) => entry.type === 'smartAccount')?.address
    expect(record.body).toMatchObject({ address: key, preferredAccountType: 'eoa' })
    // Kept with the session: later reads and the wallet's requests use it, told or not.
    expect((await site.call<User>('/api/user')).body.address).toBe(key)
    expect((await site.rpc<Hex[]>('eth_accounts', [], 'eip155', chainId)).body.result).toEqual([
      key,
    ])
    // Without the site's word the spec's default stays: the smart account.
    const plain = await sessions.create({ userId: other.id, projectId: 'demo', chainId })
    const spec = createFrameApiClient(frameUrl, `latch_frame_session=${plain.token}`)
    expect((await spec.call<User>('/api/user')).body.address).toBe(account)
    // The user's own choice wins over the site's default.
    await site.call('/api/preferred-account', { type: 'smartAccount' })
    expect(
      (await site.call<User>('/api/user', { preferredAccountType: 'eoa' })).body,
    ).toMatchObject({ address: account, preferredAccountType: 'smartAccount' })
    expect((await site.call('/api/user', { preferredAccountType: 'ordinal' })).status).toBe(400)
  })
})
