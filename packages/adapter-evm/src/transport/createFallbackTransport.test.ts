import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CaipNetwork, defineNetwork } from '@latch/core'
import { solana } from '@latch/core/networks'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFallbackTransport, fallbackRankOptions } from './createFallbackTransport.js'
import { FallbackTransportError } from './fallbackTransportError.js'

type Behaviour = 'healthy' | 'slow' | 'dead'

/** A loopback JSON-RPC node that records what it was asked. */
type TestNode = {
  url: string
  /** Methods received, in order, with whether the client hung up before the answer. */
  calls: { method: string; abandoned: boolean }[]
  count(method: string): number
  close(): Promise<void>
}

// Longer than the 1000 ms ping timeout, so the slow node always fails its ping.
const SLOW_ANSWER_MS = 1_500

async function startNode(behaviour: Behaviour): Promise<TestNode> {
  const calls: TestNode['calls'] = []
  const timers = new Set<ReturnType<typeof setTimeout>>()

  const answer = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const { id, method } = JSON.parse(body) as { id: number; method: string }
    const call = { method, abandoned: false }
    calls.push(call)
    response.on('close', () => {
      if (!response.writableFinished) call.abandoned = true
    })
    if (behaviour === 'dead') {
      response.writeHead(500).end('internal error')
      return
    }
    // web3_clientVersion names the node, so a test sees who answered.
    const result =
      method === 'net_listening' ? true : method === 'eth_chainId' ? '0x7a69' : behaviour
    const send = () => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    }
    if (behaviour === 'healthy') return send()
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (!request.destroyed) send()
    }, SLOW_ANSWER_MS)
    timers.add(timer)
  }

  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => answer(request, response, body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    count: (method) => calls.filter((call) => call.method === method).length,
    close: () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A URL where nothing listens: connections are refused. */
async function refusedUrl(): Promise<string> {
  const node = await startNode('dead')
  await node.close()
  return node.url
}

function networkWith(urls: readonly string[]): CaipNetwork {
  return defineNetwork({
    id: 31337,
    name: 'Loopback',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
    testnet: true,
    assets: { imageId: 'ethereum' },
  })
}

let dead: TestNode
let slow: TestNode
let healthy: TestNode
let refused: string

beforeAll(async () => {
  ;[dead, slow, healthy, refused] = await Promise.all([
    startNode('dead'),
    startNode('slow'),
    startNode('healthy'),
    refusedUrl(),
  ])
})

afterAll(async () => {
  await Promise.all([dead.close(), slow.close(), healthy.close()])
})

describe('createFallbackTransport', () => {
  it('default: requests succeed through the healthy node when others fail', async () => {
    const transport = createFallbackTransport({
      network: networkWith([healthy.url]),
      customRpcUrls: [refused, dead.url],
    })({ retryCount: 0 })
    const before = healthy.count('web3_clientVersion')

    await expect(transport.request({ method: 'web3_clientVersion' })).resolves.toBe('healthy')
    await expect(transport.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(healthy.count('web3_clientVersion')).toBe(before + 1)
    expect(transport.config.type).toBe('fallback')
    expect(transport.value?.transports.map((node) => node.value?.url)).toEqual([
      refused,
      dead.url,
      healthy.url,
    ])
  })

  it('behavior: after a ranking sample the healthy node is asked first', async () => {
    const deadBefore = dead.count('web3_clientVersion')
    const slowBefore = slow.count('web3_clientVersion')
    const slowPingsBefore = slow.count('net_listening')

    // Listed worst first: without ranking, the dead node would be asked first.
    const transport = createFallbackTransport({
      network: networkWith([healthy.url]),
      customRpcUrls: [dead.url, slow.url],
    })({ retryCount: 0 })

    // The first sample ends once the slow node's ping times out and the client hangs up.
    await vi.waitFor(
      () => {
        const pings = slow.calls.filter((call) => call.method === 'net_listening')
        expect(pings.length).toBeGreaterThan(slowPingsBefore)
        expect(pings.at(-1)?.abandoned).toBe(true)
      },
      { timeout: 5_000, interval: 20 },
    )
    // Let the ranker's promise chain finish on the client side.
    await new Promise((resolve) => setTimeout(resolve, 50))

    await expect(transport.request({ method: 'web3_clientVersion' })).resolves.toBe('healthy')
    expect(dead.count('web3_clientVersion')).toBe(deadBefore)
    expect(slow.count('web3_clientVersion')).toBe(slowBefore)
    expect(dead.count('net_listening')).toBeGreaterThan(0)
    expect(healthy.count('net_listening')).toBeGreaterThan(0)
  })

  it('behavior: a single URL is used as is, without pings', async () => {
    const node = await startNode('healthy')
    try {
      const transport = createFallbackTransport({ network: networkWith([node.url]) })({})
      await expect(transport.request({ method: 'web3_clientVersion' })).resolves.toBe('healthy')
      expect(node.calls.map((call) => call.method)).toEqual(['web3_clientVersion'])
    } finally {
      await node.close()
    }
  })

  it('behavior: ranks with the constants of SPEC.md §9 and a net_listening ping', async () => {
    expect(fallbackRankOptions).toMatchObject({
      interval: 4_000,
      sampleCount: 10,
      timeout: 1_000,
      weights: { stability: 0.7, latency: 0.3 },
    })
    const request = vi.fn(async () => true)
    const ping = (result: unknown) =>
      fallbackRankOptions.ping({
        transport: { request: vi.fn(async () => result) } as never,
      })
    await expect(ping(true)).resolves.toBe(true)
    await expect(ping(false)).rejects.toThrow(FallbackTransportError)
    await expect(ping('true')).rejects.toThrow('The RPC node says it is not listening')
    await fallbackRankOptions.ping({ transport: { request } as never })
    expect(request).toHaveBeenCalledWith({ method: 'net_listening' })
  })

  it('behavior: refuses networks it cannot reach', () => {
    expect(() => createFallbackTransport({ network: solana })).toThrow(
      'The EVM transport cannot reach the solana network solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    let error: unknown
    try {
      createFallbackTransport({ network: networkWith([]) })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(FallbackTransportError)
    expect((error as FallbackTransportError).code).toBe('NO_RPC_URLS')
  })
})
