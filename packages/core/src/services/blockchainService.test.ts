import { afterEach, describe, expect, it } from 'vitest'
import { type RecordedRequest, startHttpFixture } from '../testing/httpFixture.js'
import { createBlockchainService } from './blockchainService.js'

const sdk = { projectId: 'demo', sdkType: 'latch-core', sdkVersion: '0.1.0' }
let close: () => Promise<void> = async () => {}
afterEach(() => close())

const profile = { name: 'alice.latch', addresses: { '60': { address: '0xabc' } }, attributes: {} }

// Each call's path, query and method against what a conforming service answers.
const cases: [
  string,
  (s: ReturnType<typeof createBlockchainService>) => Promise<unknown>,
  unknown,
  (r: RecordedRequest) => void,
][] = [
  [
    'supported chains',
    (s) => s.getSupportedChains(),
    { http: ['eip155:1'], ws: [] },
    (r) => expect(r.url.pathname).toBe('/v1/supported-chains'),
  ],
  [
    'identity',
    (s) => s.getIdentity('0xabc', '0xdef'),
    { name: null, avatar: null },
    (r) => {
      expect(r.url.pathname).toBe('/v1/identity/0xabc')
      expect(r.url.searchParams.get('sender')).toBe('0xdef')
    },
  ],
  [
    'history',
    (s) => s.getHistory('eip155:1:0xabc', { cursor: 'c1', chainId: 'eip155:1' }),
    { data: [], next: null },
    (r) => {
      expect(r.url.pathname).toBe('/v1/account/eip155%3A1%3A0xabc/history')
      expect(r.url.searchParams.get('cursor')).toBe('c1')
    },
  ],
  [
    'balance',
    (s) => s.getBalances('0xabc', { chainId: 'eip155:1' }),
    { balances: [] },
    (r) => {
      expect(r.url.pathname).toBe('/v1/account/0xabc/balance')
      expect(r.url.searchParams.get('currency')).toBe('usd')
      expect(r.url.searchParams.get('chainId')).toBe('eip155:1')
    },
  ],
  [
    'fungible price',
    (s) => s.getFungiblePrices(['eip155:1:0xa0b8']),
    { fungibles: [] },
    (r) => {
      expect(r.method).toBe('POST')
      expect(r.body).toEqual({ currency: 'usd', addresses: ['eip155:1:0xa0b8'], projectId: 'demo' })
    },
  ],
  [
    'name lookup',
    (s) => s.lookupName('alice.latch'),
    profile,
    (r) => {
      expect(r.url.pathname).toBe('/v1/profile/account/alice.latch')
      expect(r.url.searchParams.get('apiVersion')).toBe('2')
    },
  ],
  [
    'reverse lookup',
    (s) => s.reverseLookup('0xabc'),
    [profile],
    (r) => expect(r.url.pathname).toBe('/v1/profile/reverse/0xabc'),
  ],
  [
    'suggestions',
    (s) => s.getNameSuggestions('alice', 'latch'),
    { suggestions: [] },
    (r) => expect(r.url.searchParams.get('zone')).toBe('latch'),
  ],
  [
    'register',
    (s) =>
      s.registerName({ coin_type: 2147483658, address: '0xabc', message: 'm', signature: '0xs' }),
    profile,
    (r) => {
      expect(r.method).toBe('POST')
      expect(r.url.pathname).toBe('/v1/profile/account')
    },
  ],
  [
    'sessions',
    (s) => s.getSessions('0xabc'),
    { sessions: [] },
    (r) => expect(r.url.pathname).toBe('/v1/sessions/0xabc'),
  ],
  [
    'revoke',
    (s) => s.revokeSession('0xabc', { pci: 'p1', signature: '0xs' }),
    { ok: true },
    (r) => {
      expect(r.url.pathname).toBe('/v1/sessions/0xabc/revoke')
      expect(r.body).toEqual({ pci: 'p1', signature: '0xs' })
    },
  ],
]

describe('createBlockchainService', () => {
  it.each(cases)('behavior: %s', async (_, call, answer, check) => {
    const fixture = await startHttpFixture(() => ({ body: answer }))
    close = fixture.close
    await expect(call(createBlockchainService({ baseUrl: fixture.url, sdk }))).resolves.toEqual(
      answer,
    )
    const request = fixture.requests[0] as RecordedRequest
    expect(request.url.searchParams.get('projectId')).toBe('demo')
    check(request)
  })

  it('behavior: a balance answer of the wrong shape is refused', async () => {
    const fixture = await startHttpFixture(() => ({ body: { balances: [{ name: 'x' }] } }))
    close = fixture.close
    await expect(
      createBlockchainService({ baseUrl: fixture.url, sdk }).getBalances('0xabc', {
        chainId: 'eip155:1',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})
