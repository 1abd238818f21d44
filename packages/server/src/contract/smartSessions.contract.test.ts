// Smart sessions (ERC-7715) of the embedded wallet's smart account, over the frame's real HTTP
// API, against a local chain with the EntryPoint, the Latch account, Rhinestone's SmartSessions
// and the testkit's session validator and policies, and the alto bundler.
import {
  encodeErc7579Execute,
  smartSessionNonceKey,
  smartSessionOperationGas,
  smartSessionUseSignature,
} from '@latch/smart-account-encoding'
import { devAccounts } from '@latch/testkit'
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  toHex,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  getUserOperationHash,
  toSmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { testAccountAbstraction } from '../testing/accountAbstractionDevnet.js'
import { freshAccount, sendTestToken } from '../testing/devnetClients.js'
import { type FrameApiClient, logInWithEmail } from '../testing/frameApiClient.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const aa = testAccountAbstraction(devnet)
const chainId = `eip155:${aa?.chainId}`
const devnetChain = devnet.chains.find((chain) => chain.id === aa?.chainId)
const token = devnet.token.addresses[aa?.chainId ?? 0] as Address
const tokenHolder = devAccounts[7]
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

type Opened = {
  id: string
  digest: string
  summary: { title: string; rows: { label: string; value: string }[] }
}
type Granted = {
  address: Address
  expiry: number
  permissions: { type: string; data: { address: Address; allowance: Hex } }[]
  permissionsContext: Hex
  smartSessions: Address
  userOpHash: Hex
}

let server: LatchServer
let url: string
let stop: () => Promise<void>
let user: FrameApiClient

describe.skipIf(!aa || !devnetChain || !tokenHolder)(
  'smart sessions of the embedded wallet',
  () => {
    const settings = aa?.settings as NonNullable<typeof aa>['settings']
    const client = createPublicClient({
      chain: defineChain({
        id: aa?.chainId ?? 0,
        name: chainId,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [aa?.rpcUrl ?? ''] } },
      }),
      transport: http(aa?.rpcUrl),
    })
    const sessionKey = generatePrivateKey()
    const sessionSigner = privateKeyToAccount(sessionKey)
    const expiry = Math.floor(Date.now() / 1000) + 3600
    let smart: Address
    let granted: Granted

    beforeAll(async () => {
      server = await createTestServer({
        chainRpc: { [chainId]: aa?.rpcUrl ?? '' },
        smartAccounts: { [chainId]: settings },
        indexerPollMs: false,
      })
      const running = await server.start({ port: 0, host: '127.0.0.1' })
      url = running.url
      stop = running.close
      user = await logInWithEmail(running.frameUrl, 'sessions@example.com', { chainId })
      const { body } = await user.call<{ address: Address }>('/api/user')
      smart = body.address
      await sendTestToken(devnet, devnetChain as never, tokenHolder as never, smart, '20')
    }, 60_000)
    afterAll(async () => {
      await stop?.()
      await server?.close()
    })

    const ltt = (address: Address) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const sessionsOf = async (address: Address) =>
      (await (await fetch(`${url}/v1/sessions/${address}?${sdkQuery()}`)).json()) as {
        sessions: { pci: string; revoked: boolean; expiry: number; permissions: unknown[] }[]
      }

    /** Sends `data` to `to` as a session operation the session key signs (what a dapp does). */
    async function sendAsSession(to: Address, data: Hex) {
      const permissionId = granted.permissionsContext
      const sign = async (hash: Hex) =>
        smartSessionUseSignature(permissionId, await sessionSigner.sign({ hash }))
      const account = await toSmartAccount({
        client,
        entryPoint: { abi: entryPoint08Abi, address: settings.entryPoint, version: '0.8' },
        getAddress: async () => smart,
        getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
        encodeCalls: async (calls) => encodeErc7579Execute(calls),
        getNonce: () =>
          client.readContract({
            address: settings.entryPoint,
            abi: entryPoint08Abi,
            functionName: 'getNonce',
            args: [smart, smartSessionNonceKey(granted.smartSessions)],
          }),
        getStubSignature: async () => smartSessionUseSignature(permissionId, stubSignature),
        signMessage: async () => {
          throw new Error('a session signs user operations only')
        },
        signTypedData: async () => {
          throw new Error('a session signs user operations only')
        },
        signUserOperation: async (operation) =>
          sign(
            getUserOperationHash({
              userOperation: { ...operation, sender: smart, signature: '0x' },
              entryPointAddress: settings.entryPoint,
              entryPointVersion: '0.8',
              chainId: aa?.chainId ?? 0,
            }),
          ),
      })
      const bundler = createBundlerClient({
        client,
        account,
        transport: http(`${url}/v1/bundler?${sdkQuery()}&chainId=${chainId}`),
        paymaster: createPaymasterClient({
          transport: http(`${url}/v1/paymaster?${sdkQuery()}&chainId=${chainId}`),
        }),
      })
      const hash = await bundler.sendUserOperation({
        calls: [{ to, data }],
        ...smartSessionOperationGas,
      })
      return bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    }
    const transfer = (to: Address, amount: string) =>
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseEther(amount)],
      })

    test('default: the card shows the permission; Approve enables it in one sponsored owner operation', async () => {
      const request = {
        method: 'wallet_grantPermissions',
        params: [
          {
            chainId: toHex(aa?.chainId ?? 0),
            expiry,
            signer: { type: 'account', data: { id: sessionSigner.address } },
            permissions: [
              {
                type: 'erc20-token-transfer',
                data: { address: token, allowance: toHex(parseEther('10')) },
              },
            ],
          },
        ],
        chainNamespace: 'eip155',
        chainId,
      }
      const opened = await user.call<Opened>('/api/requests', request)
      expect(opened.status, JSON.stringify(opened.body)).toBe(200)
      expect(opened.body.summary.title).toBe('Grant a session')
      expect(opened.body.summary.rows).toEqual(
        expect.arrayContaining([
          { label: 'Session key', value: sessionSigner.address },
          { label: 'Expires', value: expect.stringContaining(`(${expiry})`) },
          { label: 'Contract', value: token },
          { label: 'Token', value: 'LTT' },
          { label: 'Function', value: 'transfer(address,uint256)' },
          { label: 'Limit', value: '10 LTT in all' },
          { label: 'Fees', value: 'Sponsored' },
        ]),
      )
      const approved = await user.call<{ result: Granted }>('/api/requests/approve', {
        id: opened.body.id,
        digest: opened.body.digest,
      })
      expect(approved.status, JSON.stringify(approved.body)).toBe(200)
      granted = approved.body.result
      expect(granted).toMatchObject({
        address: smart,
        expiry,
        smartSessions: settings.smartSessions?.module,
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: token, allowance: toHex(parseEther('10')) },
          },
        ],
      })
      expect(granted.permissionsContext).toMatch(/^0x[0-9a-f]{64}$/)
      expect(
        await client.readContract({
          address: granted.smartSessions,
          abi: [
            {
              type: 'function',
              name: 'isPermissionEnabled',
              stateMutability: 'view',
              inputs: [
                { name: 'permissionId', type: 'bytes32' },
                { name: 'account', type: 'address' },
              ],
              outputs: [{ type: 'bool' }],
            },
          ],
          functionName: 'isPermissionEnabled',
          args: [granted.permissionsContext, smart],
        }),
      ).toBe(true)
      expect((await sessionsOf(smart)).sessions).toEqual([
        {
          pci: granted.permissionsContext,
          chainId,
          expiry,
          permissions: granted.permissions,
          revoked: false,
        },
      ])
    }, 90_000)

    test('behavior: the session key transfers within the allowance without the visitor; the rest is refused', async () => {
      const recipient = freshAccount().address
      const receipt = await sendAsSession(token, transfer(recipient, '1'))
      expect(receipt.success).toBe(true)
      expect(await ltt(recipient)).toBe(parseEther('1'))
      // Over the allowance (1 sent, 9.5 more would make 10.5), and a function it was not granted.
      // AA23: the account's validation reverted (SmartSessions' PolicyViolation), in simulation.
      await expect(sendAsSession(token, transfer(recipient, '9.5'))).rejects.toThrow('AA23')
      const approve = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [recipient, parseEther('1')],
      })
      await expect(sendAsSession(token, approve)).rejects.toThrow('AA23')
      expect(await ltt(recipient)).toBe(parseEther('1'))
    }, 90_000)

    test('behavior: a revocation is one owner operation; the key can send nothing more', async () => {
      const request = {
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: granted.permissionsContext }],
        chainNamespace: 'eip155',
        chainId,
      }
      const opened = await user.call<Opened>('/api/requests', request)
      expect(opened.status, JSON.stringify(opened.body)).toBe(200)
      expect(opened.body.summary.title).toBe('Revoke a session')
      const approved = await user.call('/api/requests/approve', {
        id: opened.body.id,
        digest: opened.body.digest,
      })
      expect(approved.status, JSON.stringify(approved.body)).toBe(200)
      expect((await sessionsOf(smart)).sessions[0]?.revoked).toBe(true)
      await expect(sendAsSession(token, transfer(freshAccount().address, '1'))).rejects.toThrow(
        'AA23',
      )
      // An unknown session is refused before any operation.
      const unknown = await user.call('/api/requests', {
        ...request,
        params: [{ permissionsContext: `0x${'12'.repeat(32)}` }],
      })
      const refused = await user.call('/api/requests/approve', {
        id: (unknown.body as Opened).id,
        digest: (unknown.body as Opened).digest,
      })
      expect(refused.status).toBe(404)
    }, 90_000)

    test('behavior: the key’s own account has no sessions to grant', async () => {
      const { body } = await user.call<{ accounts: { address: Address; type: string }[] }>(
        '/api/user',
      )
      const eoa = body.accounts.find((account) => account.type === 'eoa')?.address
      const opened = await user.call('/api/requests', {
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: granted.permissionsContext, address: eoa }],
        chainNamespace: 'eip155',
        chainId,
      })
      expect(opened.status).toBe(400)
      expect(opened.body).toMatchObject({ error: { code: 'SMART_SESSIONS_UNAVAILABLE' } })
    })
  },
)
