import { describe, expect, it } from 'vitest'
import { toOptionalNamespaces, toSession, uriExpiry } from './signClientSession.js'

// The mapping between sign-client's sessions and proposals and core's.

const struct = {
  topic: 'a'.repeat(64),
  expiry: 1_800_000_000,
  namespaces: {
    eip155: {
      accounts: ['eip155:1:0x1111111111111111111111111111111111111111', 'not-an-account'],
      methods: ['personal_sign'],
      events: [],
    },
    near: { accounts: ['near:mainnet:ada.near'], methods: [], events: [] },
  },
  peer: {
    publicKey: 'b'.repeat(64),
    metadata: {
      name: 'Wallet',
      description: '',
      url: 'https://wallet.test',
      icons: ['https://wallet.test/i.png'],
    },
  },
} as unknown as Parameters<typeof toSession>[0]

describe('toSession', () => {
  it("default: the topic, each Latch namespace's CAIP-10 accounts, the peer and the expiry in ms", () => {
    expect(toSession(struct)).toEqual({
      topic: 'a'.repeat(64),
      accounts: { eip155: ['eip155:1:0x1111111111111111111111111111111111111111'] },
      peer: { name: 'Wallet', url: 'https://wallet.test', icons: ['https://wallet.test/i.png'] },
      expiresAt: 1_800_000_000_000,
    })
  })
})

describe('uriExpiry', () => {
  it("default: the URI's expiryTimestamp, in milliseconds", () => {
    expect(uriExpiry('wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=1700000300')).toBe(
      1_700_000_300_000,
    )
  })
  it('behavior: without one, five minutes from now', () => {
    expect(uriExpiry('wc:abc@2?relay-protocol=irn', 1_000)).toBe(301_000)
  })
})

describe('toOptionalNamespaces', () => {
  it('default: every namespace of the proposal, as sign-client takes it', () => {
    expect(
      toOptionalNamespaces({
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
      }),
    ).toEqual({
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
    })
  })
})
