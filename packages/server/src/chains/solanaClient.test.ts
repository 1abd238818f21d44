import { describe, expect, test, vi } from 'vitest'
import { createSolanaClient, SolanaRpcError } from './solanaClient.js'

const owner = 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss'
const mint = 'CYAB2z5ihTDXXLJAmnxDVj12XKfzL9xreQDYfH7q98pt'

/** A fetch that answers every call with `body` (a raw JSON text, as a validator writes it). */
function rpcAnswering(body: string, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }))
}

/** The data of a token account holding `amount` (165 bytes, amount at offset 64). */
function tokenAccount(amount: bigint) {
  const bytes = Buffer.alloc(165)
  bytes.writeBigUInt64LE(amount, 64)
  return { pubkey: owner, account: { data: [bytes.toString('base64'), 'base64'] } }
}

describe('createSolanaClient', () => {
  test('default: getBalance posts JSON-RPC to the cluster and reads the lamports', async () => {
    const fetch = rpcAnswering(
      '{"jsonrpc":"2.0","result":{"context":{"slot":7,"apiVersion":"2.2.0"},"value":1500000000},"id":1}',
    )
    const client = createSolanaClient({ rpcUrl: 'http://rpc.test/' }, { fetch })
    await expect(client.getBalance(owner)).resolves.toBe(1_500_000_000n)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://rpc.test/')
    expect(JSON.parse(String(init?.body))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [owner, { commitment: 'confirmed' }],
    })
  })

  test('behavior: lamports past 2^53 stay exact', async () => {
    const client = createSolanaClient(
      { rpcUrl: 'http://rpc.test' },
      {
        fetch: rpcAnswering(
          '{"jsonrpc":"2.0","result":{"context":{"slot":1},"value":18446744073709551615},"id":1}',
        ),
      },
    )
    await expect(client.getBalance(owner)).resolves.toBe(18_446_744_073_709_551_615n)
  })

  test('behavior: getTokenAmount sums the token accounts of the mint', async () => {
    const fetch = rpcAnswering(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        result: {
          context: { slot: 1 },
          value: [tokenAccount(2_500_000n), tokenAccount(18_446_744_073_709_551_000n)],
        },
      }),
    )
    const client = createSolanaClient({ rpcUrl: 'http://rpc.test' }, { fetch })
    await expect(client.getTokenAmount(owner, mint)).resolves.toBe(
      2_500_000n + 18_446_744_073_709_551_000n,
    )
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).params).toEqual([
      owner,
      { mint },
      { encoding: 'base64', commitment: 'confirmed' },
    ])
  })

  test('behavior: no token account is zero', async () => {
    const client = createSolanaClient(
      { rpcUrl: 'http://rpc.test' },
      {
        fetch: rpcAnswering('{"jsonrpc":"2.0","result":{"context":{"slot":1},"value":[]},"id":1}'),
      },
    )
    await expect(client.getTokenAmount(owner, mint)).resolves.toBe(0n)
  })

  test('behavior: RPC errors, HTTP errors and odd answers reject with SolanaRpcError', async () => {
    const cases: [string, number, RegExp][] = [
      [
        '{"jsonrpc":"2.0","error":{"code":-32602,"message":"Invalid params"},"id":1}',
        200,
        /getBalance: Invalid params \(-32602\)/,
      ],
      ['busy', 503, /getBalance: HTTP 503/],
      ['<html>', 200, /getBalance: the answer is not JSON/],
      ['{"jsonrpc":"2.0","id":1}', 200, /getBalance: no result/],
      ['{"jsonrpc":"2.0","result":{"value":"many"},"id":1}', 200, /getBalance: not an integer/],
      ['{"jsonrpc":"2.0","result":{"value":1.5},"id":1}', 200, /getBalance: not an integer/],
    ]
    for (const [body, status, message] of cases) {
      const client = createSolanaClient(
        { rpcUrl: 'http://rpc.test' },
        { fetch: rpcAnswering(body, status) },
      )
      const failure = client.getBalance(owner)
      await expect(failure, body).rejects.toThrow(message)
      await expect(failure, body).rejects.toBeInstanceOf(SolanaRpcError)
    }
  })

  test('behavior: an account that is not a token account rejects', async () => {
    const client = createSolanaClient(
      { rpcUrl: 'http://rpc.test' },
      {
        fetch: rpcAnswering(
          JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            result: { value: [{ pubkey: owner, account: { data: ['AAAA', 'base64'] } }] },
          }),
        ),
      },
    )
    await expect(client.getTokenAmount(owner, mint)).rejects.toThrow(/not a token account/)
  })
})
