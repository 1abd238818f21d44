import { describe, expect, test } from 'vitest'
import { createNftMetadataFetcher, isPrivateHost, metadataMaxBytes } from './nftMetadataFetcher.js'

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init })

function fetcherOf(answer: (url: string) => Response | Promise<Response>) {
  const asked: string[] = []
  let clock = 0
  const fetcher = createNftMetadataFetcher({
    fetch: async (url) => {
      asked.push(String(url))
      return answer(String(url))
    },
    now: () => clock,
  })
  return { fetcher, asked, advance: (ms: number) => (clock += ms) }
}

describe('createNftMetadataFetcher', () => {
  test('default: name, description and an http(s) image; read once while cached', async () => {
    const { fetcher, asked } = fetcherOf(() =>
      json({ name: 'Ada', description: 'A token', image: 'https://img.example/1.svg', extra: 1 }),
    )
    const expected = { name: 'Ada', description: 'A token', image: 'https://img.example/1.svg' }
    expect(await fetcher.read('https://meta.example/1', false)).toEqual(expected)
    expect(await fetcher.read('https://meta.example/1', false)).toEqual(expected)
    expect(asked).toEqual(['https://meta.example/1'])
  })

  test('behavior: an unsafe image is left out, the rest kept', async () => {
    const { fetcher } = fetcherOf(() => json({ name: 'Ada', image: 'javascript:alert(1)' }))
    expect(await fetcher.read('https://meta.example/2', false)).toEqual({ name: 'Ada' })
  })

  test('behavior: what cannot be read is {}, and asked again after a minute', async () => {
    const answers = [
      () => new Response('not json'),
      () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/' } }),
      () => json({ name: 'x'.repeat(metadataMaxBytes) }),
      () => Promise.reject(new Error('timeout')),
    ]
    for (const [index, answer] of answers.entries()) {
      const { fetcher, asked, advance } = fetcherOf(answer)
      const uri = `https://meta.example/bad/${index}`
      expect(await fetcher.read(uri, false)).toEqual({})
      advance(30_000)
      await fetcher.read(uri, false)
      expect(asked).toHaveLength(1)
      advance(31_000)
      await fetcher.read(uri, false)
      expect(asked).toHaveLength(2)
    }
  })

  test('behavior: private hosts and other schemes are not fetched unless allowed', async () => {
    const { fetcher, asked } = fetcherOf(() => json({ name: 'Local' }))
    expect(await fetcher.read('http://127.0.0.1:8787/devnet/collectibles/31337/1', false)).toEqual(
      {},
    )
    expect(await fetcher.read('ipfs://bafy/1', true)).toEqual({})
    expect(asked).toEqual([])
    expect(await fetcher.read('http://127.0.0.1:8787/devnet/collectibles/31337/1', true)).toEqual({
      name: 'Local',
    })
  })
})

describe('isPrivateHost', () => {
  test('default: loopback, private and link-local addresses; public ones not', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '[::1]',
      'fd00::1',
      'metadata.internal',
    ]) {
      expect(isPrivateHost(host), host).toBe(true)
    }
    for (const host of ['example.com', '8.8.8.8', '172.32.0.1', '[2001:db8::1]']) {
      expect(isPrivateHost(host), host).toBe(false)
    }
  })
})
