import { registrationMessage, toCoinType } from '@latch/core/internal'
import { devAccounts } from '@latch/testkit'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, freshAccount } from '../testing/devnetClients.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const coinType = toCoinType(31337)

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({ chainRpc: devnetChainRpc(devnet), indexerPollMs: false })
})
afterAll(() => server.close())

const nowSeconds = () => Math.floor(Date.now() / 1000)

async function registration(
  account: ReturnType<typeof freshAccount>,
  message: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    coin_type: coinType,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
    ...overrides,
  }
}

function register(body: unknown) {
  return server.app.request(`/v1/profile/account?${sdkQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

const get = (path: string) => server.app.request(path)

describe('POST /v1/profile/account', () => {
  test('default: a name signed with core’s registration message is stored', async () => {
    const account = freshAccount()
    const response = await register(
      await registration(account, registrationMessage('ada-lovelace', nowSeconds())),
    )
    expect(response.status).toBe(200)
    const profile = {
      name: 'ada-lovelace.latch',
      addresses: { [String(coinType)]: { address: account.address } },
      attributes: {},
    }
    expect(await response.json()).toEqual(profile)
    expect(
      await (await get(`/v1/profile/account/ada-lovelace.latch?${sdkQuery()}&apiVersion=2`)).json(),
    ).toEqual(profile)
    expect(await (await get(`/v1/profile/account/ADA-lovelace?${sdkQuery()}`)).json()).toEqual(
      profile,
    )
    expect(
      await (await get(`/v1/profile/reverse/${account.address}?${sdkQuery()}&apiVersion=2`)).json(),
    ).toEqual([profile])
  })

  test('behavior: attributes are kept; identity shows the name and the avatar', async () => {
    const account = freshAccount()
    const message = JSON.stringify({
      name: 'grace',
      attributes: { avatar: 'https://img.example/grace.png', description: 'admiral' },
      timestamp: nowSeconds(),
    })
    expect((await register(await registration(account, message))).status).toBe(200)
    const identity = await get(
      `/v1/identity/${account.address}?${sdkQuery()}&sender=${devAccounts[0]?.address}`,
    )
    expect(await identity.json()).toEqual({
      name: 'grace.latch',
      avatar: 'https://img.example/grace.png',
    })
    const nobody = await get(`/v1/identity/${freshAccount().address}?${sdkQuery()}`)
    expect(await nobody.json()).toEqual({ name: null, avatar: null })
  })

  test('behavior: the name registered last comes first, in the reverse lookup and the identity', async () => {
    const account = freshAccount()
    const first = JSON.stringify({ name: 'first-name', attributes: {}, timestamp: nowSeconds() })
    expect((await register(await registration(account, first))).status).toBe(200)
    const avatar = 'data:image/svg+xml,%3Csvg%2F%3E'
    const last = JSON.stringify({
      name: 'last-name',
      attributes: { avatar },
      timestamp: nowSeconds(),
    })
    expect((await register(await registration(account, last))).status).toBe(200)
    const names = await (await get(`/v1/profile/reverse/${account.address}?${sdkQuery()}`)).json()
    expect(names.map((profile: { name: string }) => profile.name)).toEqual([
      'last-name.latch',
      'first-name.latch',
    ])
    const identity = await get(`/v1/identity/${account.address}?${sdkQuery()}`)
    expect(await identity.json()).toEqual({ name: 'last-name.latch', avatar })
  })

  test('behavior: a signature of another account is refused and nothing is stored', async () => {
    const account = freshAccount()
    const message = registrationMessage('mallory', nowSeconds())
    const forged = await registration(account, message, {
      signature: await freshAccount().signMessage({ message }),
    })
    const response = await register(forged)
    expect(response.status).toBe(401)
    expect((await response.json()).error).toMatchObject({
      code: 'invalid_signature',
      field: 'signature',
    })
    expect((await get(`/v1/profile/account/mallory?${sdkQuery()}`)).status).toBe(404)
    // A message changed after signing fails the same way.
    const signed = await registration(account, message)
    const tampered = { ...signed, message: registrationMessage('mallory2', nowSeconds()) }
    expect((await register(tampered)).status).toBe(401)
  })

  test('behavior: a stale or future timestamp is refused', async () => {
    const account = freshAccount()
    const stale = await register(
      await registration(account, registrationMessage('stale-name', nowSeconds() - 601)),
    )
    expect(stale.status).toBe(400)
    expect((await stale.json()).error.message).toMatch(/more than 600 s old/)
    const future = await register(
      await registration(account, registrationMessage('future-name', nowSeconds() + 3600)),
    )
    expect(future.status).toBe(400)
    expect((await future.json()).error.field).toBe('message')
  })

  test('behavior: a taken name is 409', async () => {
    const first = await register(
      await registration(freshAccount(), registrationMessage('taken', nowSeconds())),
    )
    expect(first.status).toBe(200)
    const second = await register(
      await registration(freshAccount(), registrationMessage('Taken', nowSeconds())),
    )
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({
      error: { code: 'name_taken', message: 'The name "taken.latch" is taken' },
    })
  })

  test('behavior: bad bodies are 400s naming the field', async () => {
    const account = freshAccount()
    const good = registrationMessage('valid-name', nowSeconds())
    const cases: [Record<string, unknown>, string][] = [
      [await registration(account, good, { coin_type: toCoinType(1) }), 'coin_type'],
      [await registration(account, good, { coin_type: 31337 }), 'coin_type'],
      [await registration(account, good, { address: 'nope' }), 'address'],
      [await registration(account, good, { signature: '0x12' }), 'signature'],
      [await registration(account, registrationMessage('abc', nowSeconds())), 'message'],
      [await registration(account, registrationMessage('bad name', nowSeconds())), 'message'],
      [await registration(account, 'not json'), 'message'],
      [
        await registration(
          account,
          JSON.stringify({
            name: 'pic-name',
            attributes: { avatar: 'javascript:alert(1)' },
            timestamp: nowSeconds(),
          }),
        ),
        'message',
      ],
    ]
    for (const [body, field] of cases) {
      const response = await register(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).error.field, JSON.stringify(body)).toBe(field)
    }
    const unknown = await server.app.request(`/v1/profile/account?${sdkQuery('nobody')}`, {
      method: 'POST',
      body: JSON.stringify(await registration(account, good)),
    })
    expect(unknown.status).toBe(403)
  })

  test('behavior: the dev account’s real key registers too (the testkit wallet’s signer)', async () => {
    const dev = devAccounts[5]
    if (!dev) throw new Error('dev account 5')
    const account = privateKeyToAccount(dev.privateKey)
    const response = await register(
      await registration(account, registrationMessage('dev-five', nowSeconds())),
    )
    expect(response.status).toBe(200)
  })
})

describe('GET /v1/profile/account/{name} and suggestions', () => {
  test('behavior: an unknown name is 404; an invalid one 400', async () => {
    const missing = await get(`/v1/profile/account/nobody-here?${sdkQuery()}&apiVersion=2`)
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe('not_found')
    const invalid = await get(`/v1/profile/account/a.b?${sdkQuery()}`)
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).error.field).toBe('name')
    expect((await get(`/v1/profile/account/nobody-here?${sdkQuery()}&apiVersion=1`)).status).toBe(
      400,
    )
  })

  test('default: deterministic suggestions in the zone, marked when registered', async () => {
    await register(
      await registration(freshAccount(), registrationMessage('linus-wallet', nowSeconds())),
    )
    const response = await get(`/v1/profile/suggestions/linus?${sdkQuery()}&zone=latch`)
    expect(await response.json()).toEqual({
      suggestions: [
        { name: 'linus.latch', registered: false },
        { name: 'linus-wallet.latch', registered: true },
        { name: 'linus-app.latch', registered: false },
        { name: 'linus1.latch', registered: false },
        { name: 'linus2.latch', registered: false },
        { name: 'my-linus.latch', registered: false },
      ],
    })
  })

  test('behavior: suggestions validate the name and the zone', async () => {
    const fine = await get(`/v1/profile/suggestions/turing?${sdkQuery()}&zone=.latch`)
    expect((await fine.json()).suggestions[0]).toEqual({ name: 'turing.latch', registered: false })
    // Core's isValidName: at least four letters, digits or hyphens.
    for (const name of ['no_underscores', 'abc']) {
      const badName = await get(`/v1/profile/suggestions/${name}?${sdkQuery()}`)
      expect(badName.status).toBe(400)
      expect((await badName.json()).error.field).toBe('name')
    }
    const badName = await get(`/v1/profile/suggestions/no_underscores?${sdkQuery()}`)
    expect(badName.status).toBe(400)
    expect((await badName.json()).error.field).toBe('name')
    const badZone = await get(`/v1/profile/suggestions/turing?${sdkQuery()}&zone=eth`)
    expect(badZone.status).toBe(400)
    expect((await badZone.json()).error.field).toBe('zone')
  })

  test('behavior: reverse and identity validate the address', async () => {
    expect((await get(`/v1/profile/reverse/0x12?${sdkQuery()}`)).status).toBe(400)
    expect((await get(`/v1/identity/0x12?${sdkQuery()}`)).status).toBe(400)
    expect((await get(`/v1/identity/${freshAccount().address}?${sdkQuery('nobody')}`)).status).toBe(
      403,
    )
  })
})
