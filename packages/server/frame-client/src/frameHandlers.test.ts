import type { FrameSideChannel, RpcRequestPayload } from '@latch/frame-protocol'
import { describe, expect, it, vi } from 'vitest'
import type { Approvals } from './approvalCard.js'
import type { FrameApi } from './frameApi.js'
import { registerFrameHandlers } from './frameHandlers.js'

type Handler = (payload: unknown) => unknown

const opened = {
  id: '2f1c1b7e-3d6a-4c1e-9a53-0c0f5a1d2b3c',
  digest: 'ab'.repeat(32),
  chainId: 'eip155:1',
  summary: { title: 'Sign a message', rows: [{ label: 'Message', value: 'gm' }] },
}

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
  const answers: Record<string, (body: unknown) => unknown> = {
    '/api/chain': (body) => ({ chainId: (body as { chainId: string }).chainId }),
    '/api/rpc': () => ({ result: '0x1' }),
    '/api/requests': () => opened,
    '/api/requests/approve': () => ({ result: '0xsigned' }),
    '/api/requests/reject': () => ({}),
    '/api/smart-account': () => smartAccount,
    '/api/preferred-account': (body) => ({
      type: (body as { type: string }).type,
      address: smartAccount.address,
    }),
  }
  const post = vi.fn(async (path: string, body: unknown) => answers[path]?.(body) ?? {})
  const api: FrameApi = { post: post as FrameApi['post'] }
  registerFrameHandlers({
    channel,
    api,
    projectId: 'demo',
    origin: 'https://app.example',
    chainId: 'eip155:1',
    originCheck: Promise.resolve({ smartAccountEnabledNetworks: [31337] }),
    approvals,
    applyTheme: vi.fn(),
    socialResults: { expect: vi.fn(), next: vi.fn(), stop: vi.fn() },
    codeField: { ask: vi.fn(), checking: vi.fn(), refused: vi.fn(), done: vi.fn() },
  })
  const call = (type: string, payload: unknown) => {
    const handler = handlers.get(type)
    if (!handler) throw new Error(`no handler for ${type}`)
    return handler(payload)
  }
  const posts = () => post.mock.calls.map(([path, body]) => ({ path, body }))
  return { call, posts }
}

const smartAccount = { address: '0x52908400098527886E0F7030069857D2E4169EE7', isDeployed: false }

const request = (method: string): RpcRequestPayload =>
  ({ method, params: [], chainNamespace: 'eip155' }) as RpcRequestPayload

describe('registerFrameHandlers: APP_RPC_REQUEST', () => {
  it('behavior: reads go to /api/rpc; signing is opened, shown as the server reads it, approved by id and digest', async () => {
    const ask = vi.fn<Approvals['ask']>(async () => undefined)
    const { call, posts } = setUp({ ask })
    await expect(call('APP_RPC_REQUEST', request('eth_getBalance'))).resolves.toBe('0x1')
    expect(ask).not.toHaveBeenCalled()
    await expect(call('APP_RPC_REQUEST', request('personal_sign'))).resolves.toBe('0xsigned')
    expect(ask.mock.calls.map(([summary]) => summary)).toEqual([opened.summary])
    expect(posts()).toEqual([
      { path: '/api/rpc', body: request('eth_getBalance') },
      { path: '/api/requests', body: request('personal_sign') },
      { path: '/api/requests/approve', body: { id: opened.id, digest: opened.digest } },
    ])
  })

  it('behavior: a method in neither list is refused before anything is sent', async () => {
    const ask = vi.fn<Approvals['ask']>(async () => undefined)
    const { call, posts } = setUp({ ask })
    await expect(call('APP_RPC_REQUEST', request('eth_signFutureThing'))).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(ask).not.toHaveBeenCalled()
    expect(posts()).toEqual([])
  })

  it('behavior: a rejected card rejects the request on the server and never approves it', async () => {
    const ask = vi.fn<Approvals['ask']>(async () => {
      throw new Error('User rejected the request.')
    })
    const { call, posts } = setUp({ ask })
    await expect(call('APP_RPC_REQUEST', request('eth_sendTransaction'))).rejects.toThrow(
      'User rejected the request.',
    )
    expect(posts().map(({ path }) => path)).toEqual(['/api/requests', '/api/requests/reject'])
    expect(posts()[1]?.body).toEqual({ id: opened.id })
  })
})

describe('registerFrameHandlers: smart accounts', () => {
  it('behavior: the enabled networks, the account’s counterfactual address and the chosen type come from the server', async () => {
    const { call, posts } = setUp({ ask: vi.fn() })
    await expect(call('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).resolves.toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    await expect(call('APP_INIT_SMART_ACCOUNT', {})).resolves.toEqual(smartAccount)
    await expect(
      call('APP_SET_PREFERRED_ACCOUNT', { type: 'smartAccount', address: smartAccount.address }),
    ).resolves.toEqual({ type: 'smartAccount', address: smartAccount.address })
    expect(posts()).toEqual([
      { path: '/api/smart-account', body: {} },
      { path: '/api/preferred-account', body: { type: 'smartAccount' } },
    ])
  })
})

describe('registerFrameHandlers: APP_GET_USER', () => {
  it("behavior: the site's default account type goes to the server with the read, and with every later read", async () => {
    const { call, posts } = setUp({ ask: vi.fn() })
    await call('APP_GET_USER', { chainId: 'eip155:1', preferredAccountType: 'eoa' })
    // APP_GET_CHAIN_ID reads the user too: the session's default is told again.
    await call('APP_GET_CHAIN_ID', {})
    expect(posts()).toEqual([
      { path: '/api/user', body: { chainId: 'eip155:1', preferredAccountType: 'eoa' } },
      { path: '/api/user', body: { preferredAccountType: 'eoa' } },
    ])
  })

  it('default: without a site default the server keeps its own (the smart account)', async () => {
    const { call, posts } = setUp({ ask: vi.fn() })
    await call('APP_GET_USER', { chainId: 'eip155:1' })
    expect(posts()).toEqual([{ path: '/api/user', body: { chainId: 'eip155:1' } }])
  })
})
