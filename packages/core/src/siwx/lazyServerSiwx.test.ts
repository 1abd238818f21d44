import { describe, expect, it, vi } from 'vitest'
import type { ServerSiwxOptions } from './createServerSiwx.js'
import { lazyServerSiwx, type ServerSiwxFactory } from './lazyServerSiwx.js'
import type { SiwxConfig, SiwxSession } from './siwxConfig.js'

const options: ServerSiwxOptions = { serverUrl: 'https://latch.example', projectId: 'shop' }
const session: SiwxSession = {
  data: {
    accountAddress: 'toy7',
    chainId: 'polkadot:main',
    domain: 'shop.example',
    uri: 'https://shop.example',
    version: '1',
    nonce: 'n0nce1234',
  },
  message: 'text',
  signature: 'sig',
}

/** A loaded client whose calls are recorded, and the factory the loader resolves to. */
function loadedClient() {
  const client = {
    createMessage: vi.fn<SiwxConfig['createMessage']>(async (input) => ({
      ...session.data,
      ...input,
      toString: () => 'text',
    })),
    addSession: vi.fn<SiwxConfig['addSession']>(async () => undefined),
    getSessions: vi.fn<SiwxConfig['getSessions']>(async () => [session]),
    revokeSession: vi.fn<SiwxConfig['revokeSession']>(async () => {
      throw new Error('refused by the loaded client')
    }),
    getRequired: () => true,
  } satisfies SiwxConfig
  const create = vi.fn<ServerSiwxFactory>(() => client)
  return { client, create }
}

describe('lazyServerSiwx', () => {
  it('default: nothing loads until the first call; every call goes to the one loaded client', async () => {
    const { client, create } = loadedClient()
    const load = vi.fn(async () => create)
    const siwx = lazyServerSiwx(load)({ ...options, required: true, signOutOnDisconnect: false })
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
    expect(load).not.toHaveBeenCalled()

    const input = { accountAddress: 'toy7', chainId: 'polkadot:main' } as const
    const [message, sessions] = await Promise.all([
      siwx.createMessage(input),
      siwx.getSessions('polkadot:main', 'toy7'),
    ])
    await siwx.addSession(session)
    expect(message.toString()).toBe('text')
    expect(sessions).toEqual([session])
    expect(client.createMessage).toHaveBeenCalledWith(input)
    expect(client.getSessions).toHaveBeenCalledWith('polkadot:main', 'toy7')
    expect(client.addSession).toHaveBeenCalledWith(session)
    expect(load).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith({ ...options, required: true, signOutOnDisconnect: false })
  })

  it('behavior: the options’ defaults are answered without a load', () => {
    const load = vi.fn(async () => loadedClient().create)
    const siwx = lazyServerSiwx(load)(options)
    expect(siwx.getRequired?.()).toBe(false)
    expect('signOutOnDisconnect' in siwx).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('behavior: the loaded client’s failures are its own; a failed load is tried again', async () => {
    const { create } = loadedClient()
    const chunkError = new TypeError('Failed to fetch dynamically imported module')
    const load = vi.fn<() => Promise<ServerSiwxFactory>>()
    load.mockRejectedValueOnce(chunkError).mockResolvedValue(create)
    const siwx = lazyServerSiwx(load)(options)
    await expect(siwx.getSessions('polkadot:main', 'toy7')).rejects.toBe(chunkError)
    await expect(siwx.revokeSession('polkadot:main', 'toy7')).rejects.toThrowError(
      'refused by the loaded client',
    )
    expect(load).toHaveBeenCalledTimes(2)
  })
})
