// The HTTP client itself (URLs, time limits, refusals, which sessions a page may use) is
// core's `createServerSiwx`, tested there, and what every namespace's client must do is
// core's shared suite; here, what Sign-In with Solana adds to it.

import { describeServerSiwxClient } from '@latch/core/conformance'
import caip122 from '@vectors/caip/caip-122-examples.json' with { type: 'json' }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createSolanaSiwxMessage,
  parseSolanaSiwxMessage,
  SiwsSiwxError,
  siwsSiwx,
  solanaSiwxSessionData,
} from './solanaSiwxProfile.js'

const address = 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss'
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const page = { host: 'shop.example', origin: 'https://shop.example' }
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const serverUrl = 'https://latch.example'

/** The `fetch` of a sign-in server whose every answer is `body`, with `status`. */
const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => Response.json(body, { status }))

function signedMessage(overrides: Partial<Parameters<typeof createSolanaSiwxMessage>[0]> = {}) {
  return createSolanaSiwxMessage({
    accountAddress: address,
    chainId: devnet,
    domain: page.host,
    uri: page.origin,
    nonce,
    issuedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  }).toString()
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T12:00:00.000Z'))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describeServerSiwxClient({
  name: 'Solana',
  namespace: 'solana',
  create: siwsSiwx,
  errorClass: SiwsSiwxError,
  createMessage: createSolanaSiwxMessage,
  sessionData: (message) => solanaSiwxSessionData(parseSolanaSiwxMessage(message)),
  address,
  chainId: devnet,
  signature:
    '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  foreignNetworks: ['eip155:1'],
  otherAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
})

describe('getSessions', () => {
  it('behavior: base58 has case: the account in another letter case, or on another cluster, is not it', async () => {
    const good = signedMessage()
    const fetch = answering({
      sessions: [
        { message: good, signature: 'sig1' },
        {
          message: signedMessage({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
          signature: 'sig2',
        },
        {
          message: signedMessage({ accountAddress: address.replace('A3pq', 'A3PQ') }),
          signature: 'sig3',
        },
      ],
    })
    const sessions = await siwsSiwx({ serverUrl, projectId: 'shop', page, fetch }).getSessions(
      devnet,
      address,
    )
    expect(sessions.map((session) => session.signature)).toEqual(['sig1'])
  })

  it('vectors: the CAIP-122 Solana example (profile order) is read back for its page and chain', async () => {
    const inProfileOrder = (text: string) => {
      const lines = text.split('\n')
      const [chain] = lines.splice(
        lines.findIndex((line) => line.startsWith('Chain ID: ')),
        1,
      )
      lines.splice(lines.findIndex((line) => line.startsWith('Version: ')) + 1, 0, chain as string)
      return lines.join('\n')
    }
    // The raw bytes say Chain ID 1 (a valid CAIP-2 reference); the text writes the whole
    // genesis hash, 44 characters, which is no CAIP-2 reference (mainnet's is its first 32).
    const bytes = inProfileOrder(caip122.solana_base64url_decoded)
    const text = inProfileOrder(caip122.solana_example_text)
    const stored = [
      { message: bytes, signature: 'sig1' },
      { message: text, signature: 'sig2' },
    ]
    const siwx = siwsSiwx({
      serverUrl: 'https://latch.example',
      projectId: 'shop',
      page: { host: 'service.org', origin: 'https://service.org' },
      fetch: answering({ sessions: stored }),
    })
    const account = 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1'
    expect(await siwx.getSessions('solana:1', account)).toEqual([
      {
        data: {
          accountAddress: account,
          chainId: 'solana:1',
          domain: 'service.org',
          statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
          uri: 'https://service.org/login',
          version: '1',
          nonce: '32891757',
          issuedAt: '2021-09-30T16:25:24.000Z',
          resources: [
            'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
            'https://example.com/my-web2-claim.json',
          ],
        },
        message: bytes,
        signature: 'sig1',
      },
    ])
    expect(await siwx.getSessions('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', account)).toEqual([])
  })
})
