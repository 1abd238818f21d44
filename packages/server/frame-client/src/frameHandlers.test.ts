import type { FrameSideChannel, RpcRequestPayload } from '@latch/frame-protocol'
import { describe, expect, it, vi } from 'vitest'
import type { Approvals } from './approvalCard.js'
import type { FrameApi } from './frameApi.js'
import { registerFrameHandlers } from './frameHandlers.js'

type Handler = (payload: unknown) => unknown

function setUp(approvals: Approvals) {
  const handlers = new Map<string, Handler>()
  const channel = {
    handle: (type: string, handler: Handler) => {
      handlers.set(type, handler)
      return () => handlers.delete(type)
    },
    notify: vi.fn(),
    close: vi.fn(),
  } as unknown as FrameSideChannel
  const post = vi.fn(async (path: string, body: unknown) =>
    path === '/api/chain' ? { chainId: (body as { chainId: string }).chainId } : { result: '0x1' },
  )
  const api: FrameApi = { get: vi.fn(), post: post as FrameApi['post'] }
  registerFrameHandlers({
    channel,
    api,
    session: { get: () => 'token', set: vi.fn(), clear: vi.fn() },
    projectId: 'demo',
    origin: 'https://app.example',
    chainId: 'eip155:1',
    originCheck: Promise.resolve({ smartAccountEnabledNetworks: [] }),
    approvals,
    applyTheme: vi.fn(),
  })
  const call = (type: string, payload: unknown) => {
    const handler = handlers.get(type)
    if (!handler) throw new Error(`no handler for ${type}`)
    return handler(payload)
  }
  const rpcPosts = () => post.mock.calls.filter(([path]) => path === '/api/rpc')
  return { call, rpcPosts }
}

const request = (method: string): RpcRequestPayload =>
  ({ method, params: [], chainNamespace: 'eip155' }) as RpcRequestPayload

describe('registerFrameHandlers: APP_RPC_REQUEST', () => {
  it('behavior: reads skip the card, signing asks, methods in neither list are refused', async () => {
    const ask = vi.fn<Approvals['ask']>(async () => undefined)
    const { call, rpcPosts } = setUp({ ask })
    await expect(call('APP_RPC_REQUEST', request('eth_getBalance'))).resolves.toBe('0x1')
    expect(ask).not.toHaveBeenCalled()
    await expect(call('APP_RPC_REQUEST', request('personal_sign'))).resolves.toBe('0x1')
    expect(ask.mock.calls.map(([payload]) => payload.method)).toEqual(['personal_sign'])
    // A signing method no list knows yet must not reach the server unasked.
    await expect(call('APP_RPC_REQUEST', request('eth_signFutureThing'))).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(ask).toHaveBeenCalledTimes(1)
    expect(rpcPosts().map(([, body]) => (body as RpcRequestPayload).method)).toEqual([
      'eth_getBalance',
      'personal_sign',
    ])
  })

  it('behavior: a refused approval sends nothing to the server', async () => {
    const ask = vi.fn<Approvals['ask']>(async () => {
      throw new Error('User rejected the request.')
    })
    const { call, rpcPosts } = setUp({ ask })
    await expect(call('APP_RPC_REQUEST', request('eth_sendTransaction'))).rejects.toThrow(
      'User rejected the request.',
    )
    expect(rpcPosts()).toHaveLength(0)
  })

  it('behavior: the card is told the session’s chain, as switched', async () => {
    const ask = vi.fn<Approvals['ask']>(async () => undefined)
    const { call } = setUp({ ask })
    await call('APP_RPC_REQUEST', request('personal_sign'))
    await call('APP_SWITCH_NETWORK', { chainId: 'eip155:137' })
    await call('APP_RPC_REQUEST', request('personal_sign'))
    expect(ask.mock.calls.map(([, , chainId]) => chainId)).toEqual(['eip155:1', 'eip155:137'])
  })
})
