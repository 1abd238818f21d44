import { createSiweMessage } from '@latch/adapter-evm'
import { devAccounts, devnetWalletClient } from '@latch/testkit'
import {
  concatHex,
  getAddress,
  getContractAddress,
  type Hex,
  hashMessage,
  type LocalAccount,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, freshAccount } from '../testing/devnetClients.js'
import {
  expectError,
  expectedSession,
  inAnHour,
  shopPage as page,
  type SiwxRequestInit,
  siwxRoutesClient,
} from '../testing/siwxRoutesClient.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { testProject } from '../testing/testProject.js'

const devnet = inject('devnet')
const [chainA] = devnet.chains
const deployer = devAccounts[7]
if (!chainA || !deployer) throw new Error('the devnet has chains and dev accounts')

const chainId = `eip155:${chainA.id}` as const

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    chainRpc: devnetChainRpc(devnet),
    indexerPollMs: false,
    projects: [
      testProject('shop', 'Shop', [
        'https://shop.example',
        'https://other.example',
        'http://localhost:*',
      ]),
      // The same page in another project: nonces and sessions stay apart.
      testProject('other', 'Other', ['https://shop.example']),
    ],
  })
})
afterAll(() => server.close())
const { request, nonce, signInFields, postSession } = siwxRoutesClient(() => server)

type MessageParameters = Parameters<typeof createSiweMessage>[0]

/** The EIP-4361 text of a sign-in of `address` on `page`, with a fresh nonce of the project. */
async function messageFor(
  address: string,
  overrides: Partial<MessageParameters> = {},
  projectId = 'shop',
): Promise<string> {
  return createSiweMessage({
    accountAddress: address,
    chainId,
    ...(await signInFields(projectId)),
    ...overrides,
  }).toString()
}

async function signIn(
  account: LocalAccount = freshAccount(),
  overrides: Partial<MessageParameters> = {},
  init: SiwxRequestInit = {},
) {
  const message = await messageFor(
    account.address,
    { expirationTime: inAnHour(), ...overrides },
    init.projectId,
  )
  const body = { message, signature: await account.signMessage({ message }) }
  return { account, body, response: await postSession(body, init) }
}

const sessionsPath = (address: string) => `/v1/siwx/sessions/${chainId}/${address}`

describe('GET /v1/siwx/nonce', () => {
  test('default: a fresh, EIP-4361 nonce of 128 bits each time, not cached', async () => {
    const first = await request('/v1/siwx/nonce')
    expect(first.headers.get('cache-control')).toBe('no-store')
    const body = await first.json()
    expect(body.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(await nonce()).not.toBe(body.nonce)
  })

  test('behavior: an unknown project gets none', async () => {
    expect((await request('/v1/siwx/nonce', { projectId: 'nobody' })).status).toBe(403)
  })
})

describe('POST /v1/siwx/sessions', () => {
  test('default: a signed message becomes a session, answered and listed', async () => {
    const { account, body, response } = await signIn()
    expect(response.status).toBe(201)
    const { signOutToken, ...session } = await response.json()
    // The sign-out proof: for the page that signed in, never listed.
    expect(signOutToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session).toEqual(
      expectedSession({
        chainId,
        accountAddress: account.address,
        body,
        expirationTime: session.data.expirationTime,
      }),
    )
    const listed = await request(sessionsPath(account.address))
    expect(listed.headers.get('cache-control')).toBe('no-store')
    expect(await listed.json()).toEqual({ sessions: [session] })
  })

  test('behavior: a replay fails, even of a sign-in that succeeded', async () => {
    const { body, response } = await signIn()
    expect(response.status).toBe(201)
    await expectError(await postSession(body), 401, 'invalid_nonce', /used before/)
  })

  test('behavior: a nonce is used up by a failed attempt too', async () => {
    const { body, response } = await signIn(freshAccount(), {}, { origin: 'https://other.example' })
    await expectError(response, 401, 'sign_in_rejected')
    // The same signed message from the right page: the nonce is spent.
    await expectError(await postSession(body), 401, 'invalid_nonce', /used before/)
  })

  test('behavior: the nonce must be this server’s, for this project, and unexpired', async () => {
    const account = freshAccount()
    const unknown = await signIn(account, { nonce: 'abcdef0123456789' })
    await expectError(unknown.response, 401, 'invalid_nonce', /not issued by this server/)

    const foreign = await messageFor(account.address, {}, 'other')
    const signedForeign = {
      message: foreign,
      signature: await account.signMessage({ message: foreign }),
    }
    await expectError(await postSession(signedForeign), 401, 'invalid_nonce', /not issued/)

    const late = await messageFor(account.address)
    await server.database.query(
      `UPDATE siwx_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1`,
      [/Nonce: (\w+)/.exec(late)?.[1]],
    )
    const signedLate = { message: late, signature: await account.signMessage({ message: late }) }
    await expectError(await postSession(signedLate), 401, 'invalid_nonce', /has expired/)
  })

  test('behavior: the message must name the page it is posted from', async () => {
    const wrongDomain = await signIn(freshAccount(), { domain: 'evil.example' })
    await expectError(
      wrongDomain.response,
      401,
      'sign_in_rejected',
      /for the domain evil\.example, but the request comes from https:\/\/shop\.example/,
    )
    const wrongUri = await signIn(freshAccount(), { uri: 'https://evil.example/login' })
    await expectError(wrongUri.response, 401, 'sign_in_rejected', /is not on the origin/)
    const wrongScheme = await signIn(freshAccount(), { scheme: 'http' })
    await expectError(wrongScheme.response, 401, 'sign_in_rejected', /scheme http/)
    const pathUri = await signIn(freshAccount(), { uri: 'https://shop.example/account?tab=1' })
    expect(pathUri.response.status).toBe(201)
  })

  test('behavior: a plain-http page signs with its scheme in the message', async () => {
    const local = { origin: 'http://localhost:5173', host: 'localhost:5173' }
    const withScheme = await signIn(
      freshAccount(),
      { domain: local.host, uri: local.origin, scheme: 'http' },
      { origin: local.origin },
    )
    expect(withScheme.response.status).toBe(201)
    // No scheme means https (EIP-4361).
    const without = await signIn(
      freshAccount(),
      { domain: local.host, uri: local.origin },
      { origin: local.origin },
    )
    await expectError(without.response, 401, 'sign_in_rejected', /scheme https/)
  })

  test('behavior: no Origin header, no sign-in', async () => {
    const { response } = await signIn(freshAccount(), {}, { origin: null })
    await expectError(response, 400, 'invalid_request', /no Origin header/)
  })

  test('behavior: time bounds', async () => {
    const hour = 3_600_000
    const expired = await signIn(freshAccount(), {
      issuedAt: new Date(Date.now() - 2 * hour).toISOString(),
      expirationTime: new Date(Date.now() - hour).toISOString(),
    })
    await expectError(expired.response, 401, 'sign_in_rejected', /has expired/)
    const early = await signIn(freshAccount(), {
      notBefore: new Date(Date.now() + hour).toISOString(),
    })
    await expectError(early.response, 401, 'sign_in_rejected', /not valid yet/)
    const future = await signIn(freshAccount(), {
      issuedAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    })
    await expectError(future.response, 401, 'sign_in_rejected', /issued in the future/)
    // Within the 60 s a client's clock may run ahead.
    const skewed = await signIn(freshAccount(), {
      issuedAt: new Date(Date.now() + 20_000).toISOString(),
    })
    expect(skewed.response.status).toBe(201)
  })

  test('behavior: a session lives at most 7 days, and that long without an Expiration Time', async () => {
    const week = 7 * 24 * 3_600_000
    const long = await signIn(freshAccount(), {
      expirationTime: new Date(Date.now() + 4 * week).toISOString(),
    })
    const capped = await long.response.json()
    expect(Math.abs(Date.parse(capped.expiresAt) - (Date.now() + week))).toBeLessThan(60_000)

    const account = freshAccount()
    const message = await messageFor(account.address)
    expect(message).not.toContain('Expiration Time')
    const open = await postSession({ message, signature: await account.signMessage({ message }) })
    const session = await open.json()
    expect(session.data.expirationTime).toBeUndefined()
    expect(Math.abs(Date.parse(session.expiresAt) - (Date.now() + week))).toBeLessThan(60_000)
  })

  test('behavior: the signature must be the account’s', async () => {
    const account = freshAccount()
    const message = await messageFor(account.address)
    const signature = await freshAccount().signMessage({ message })
    const response = await postSession({ message, signature })
    await expectError(response, 401, 'invalid_signature', new RegExp(account.address))
    expect(await (await request(sessionsPath(account.address))).json()).toEqual({ sessions: [] })
  })

  test('behavior: the chain must be one the server serves', async () => {
    const { response } = await signIn(freshAccount(), { chainId: 'eip155:1' })
    await expectError(response, 400, 'invalid_request', /chain eip155:1 is not supported/)
  })

  test('behavior: a message that is not EIP-4361, or a body without a signature, is 400', async () => {
    const notSiwe = await postSession({ message: 'hello', signature: `0x${'1'.repeat(130)}` })
    await expectError(notSiwe, 400, 'invalid_request', /EIP-4361/)
    const noSignature = await postSession({ message: 'hello' })
    expect(noSignature.status).toBe(400)
    expect((await noSignature.json()).error.field).toBe('signature')
  })

  test('behavior: a contract account signs through the chain (ERC-1271)', async () => {
    const wallet = devnetWalletClient(chainA, deployer)
    // The message names the contract, so its address is worked out before it is deployed.
    const contract = getContractAddress({
      from: deployer.address,
      nonce: BigInt(await wallet.getTransactionCount({ address: deployer.address })),
    })
    const message = await messageFor(contract)
    expect(await deployHashApprover(wallet, hashMessage(message))).toBe(contract)
    // Not an ECDSA signature of anyone: only the contract can vouch for it.
    const signature = concatHex([`0x${'00'.repeat(64)}`, '0x1b'])
    const accepted = await postSession({ message, signature })
    expect(accepted.status).toBe(201)
    expect((await accepted.json()).account).toBe(`${chainId}:${contract}`)

    // The contract approved that message's hash only.
    const another = await messageFor(contract)
    await expectError(await postSession({ message: another, signature }), 401, 'invalid_signature')
  })
})

describe('GET and DELETE /v1/siwx/sessions/{caipNetworkId}/{address}', () => {
  test('default: lists the account’s unexpired sessions; DELETE with a sign-in’s token signs that one out', async () => {
    const account = freshAccount()
    const { signOutToken: firstToken, ...first } = await (await signIn(account)).response.json()
    const { signOutToken: secondToken, ...second } = await (await signIn(account)).response.json()
    // Any letter case, and the chain id URL-encoded.
    const lower = `/v1/siwx/sessions/${encodeURIComponent(chainId)}/${account.address.toLowerCase()}`
    expect(await (await request(lower)).json()).toEqual({ sessions: [first, second] })

    const path = sessionsPath(account.address)
    const deleted = await request(path, { method: 'DELETE', signOutToken: firstToken })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ ok: true })
    expect(await (await request(lower)).json()).toEqual({ sessions: [second] })
    await request(path, { method: 'DELETE', signOutToken: secondToken })
    expect(await (await request(lower)).json()).toEqual({ sessions: [] })
    // Signing out twice is fine.
    expect((await request(path, { method: 'DELETE', signOutToken: secondToken })).status).toBe(200)
  })

  test('behavior: knowing an address is not enough to sign its owner out', async () => {
    const account = freshAccount()
    const { signOutToken: _, ...session } = await (await signIn(account)).response.json()
    const path = sessionsPath(account.address)
    const stranger = freshAccount()
    const { signOutToken: strangerToken } = await (await signIn(stranger)).response.json()
    for (const init of [
      { method: 'DELETE' },
      { method: 'DELETE', origin: null },
      { method: 'DELETE', signOutToken: 'x'.repeat(43) },
      // Another sign-in's token signs out that sign-in only.
      { method: 'DELETE', signOutToken: strangerToken },
    ]) {
      const response = await request(path, init)
      if (init.signOutToken === undefined) await expectError(response, 401, 'sign_out_refused')
    }
    expect(await (await request(path)).json()).toEqual({ sessions: [session] })
  })

  test('behavior: a page sees and signs out only its own domain’s sessions; a back end sees all', async () => {
    const account = freshAccount()
    const { signOutToken: shopToken, ...shop } = await (await signIn(account)).response.json()
    const { signOutToken: otherToken, ...other } = await (
      await signIn(
        account,
        { domain: 'other.example', uri: 'https://other.example' },
        { origin: 'https://other.example' },
      )
    ).response.json()
    const path = sessionsPath(account.address)
    expect(await (await request(path)).json()).toEqual({ sessions: [shop] })
    expect(await (await request(path, { origin: 'https://other.example' })).json()).toEqual({
      sessions: [other],
    })
    expect(await (await request(path, { origin: null })).json()).toEqual({
      sessions: [shop, other],
    })
    // A page cannot sign out another domain's sign-in, even with its token.
    await request(path, {
      method: 'DELETE',
      origin: 'https://other.example',
      signOutToken: shopToken,
    })
    await request(path, {
      method: 'DELETE',
      origin: 'https://other.example',
      signOutToken: otherToken,
    })
    expect(await (await request(path, { origin: null })).json()).toEqual({ sessions: [shop] })
  })

  test('behavior: sessions belong to one project and one chain', async () => {
    const account = freshAccount()
    const signedIn = (await signIn(account)).response
    expect(signedIn.status).toBe(201)
    const { signOutToken } = await signedIn.json()
    const path = sessionsPath(account.address)
    expect(await (await request(path, { projectId: 'other' })).json()).toEqual({
      sessions: [],
    })
    const otherChain = `/v1/siwx/sessions/eip155:1/${account.address}`
    expect(await (await request(otherChain)).json()).toEqual({ sessions: [] })
    await request(path, { method: 'DELETE', projectId: 'other', signOutToken })
    expect((await (await request(path)).json()).sessions).toHaveLength(1)
  })

  test('behavior: expired sessions are not answered', async () => {
    const account = freshAccount()
    const { response } = await signIn(account)
    expect(response.status).toBe(201)
    const path = sessionsPath(account.address)
    expect((await (await request(path)).json()).sessions).toHaveLength(1)
    await server.database.query(
      `UPDATE siwx_sessions SET expires_at = now() - interval '1 second' WHERE address = $1`,
      [account.address.toLowerCase()],
    )
    expect(await (await request(path)).json()).toEqual({ sessions: [] })
  })

  test('behavior: bad paths are 400s naming the parameter', async () => {
    const address = freshAccount().address
    const cases: [string, string][] = [
      [`/v1/siwx/sessions/near:mainnet/${address}`, 'caipNetworkId'],
      // A cosmos chain takes bech32 addresses only.
      [`/v1/siwx/sessions/cosmos:cosmoshub-4/${address}`, 'address'],
      [`/v1/siwx/sessions/${chainId}/nope`, 'address'],
      // Each namespace its own addresses.
      [`/v1/siwx/sessions/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/${address}`, 'address'],
      [`/v1/siwx/sessions/${chainId}/A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss`, 'address'],
    ]
    for (const [path, field] of cases) {
      for (const method of ['GET', 'DELETE']) {
        const response = await request(path, { method, signOutToken: 'x'.repeat(43) })
        expect(response.status, `${method} ${field}`).toBe(400)
        expect((await response.json()).error.field).toBe(field)
      }
    }
    const badOrigin = await request(sessionsPath(address), { origin: 'null' })
    expect(badOrigin.status).toBe(403)
  })

  test('behavior: a browser may DELETE across origins (CORS preflight)', async () => {
    const preflight = await server.app.request(
      `${sessionsPath(freshAccount().address)}?${sdkQuery('shop')}`,
      {
        method: 'OPTIONS',
        headers: { origin: page.origin, 'access-control-request-method': 'DELETE' },
      },
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization')
  })
})

/**
 * Deploys a contract whose ERC-1271 `isValidSignature(hash, signature)` answers the magic
 * value 0x1626ba7e for `approvedHash` and zero for any other hash, whatever the signature.
 */
async function deployHashApprover(
  wallet: ReturnType<typeof devnetWalletClient>,
  approvedHash: Hex,
): Promise<`0x${string}`> {
  const runtime = concatHex([
    '0x600435', // CALLDATALOAD(4): the hash argument
    '0x7f', // PUSH32 approvedHash
    approvedHash,
    '0x14', // EQ: 1 or 0
    '0x631626ba7e', // PUSH4 magic value
    '0x02', // MUL: the magic value or 0
    '0x60e01b', // SHL 224: as bytes4, left-aligned
    '0x600052', // MSTORE at 0
    '0x60206000f3', // RETURN 32 bytes from 0
  ])
  const length = (runtime.length - 2) / 2
  // Copies the runtime code (after these 11 bytes) to memory and returns it.
  const init = concatHex([`0x60${length.toString(16).padStart(2, '0')}80600b6000396000f3`, runtime])
  const hash = await wallet.sendTransaction({ data: init })
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (!receipt.contractAddress) throw new Error('the approver was not deployed')
  return getAddress(receipt.contractAddress)
}
