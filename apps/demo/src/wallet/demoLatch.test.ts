import { connect } from '@latch/core'
import { testAdapter } from '@latch/core/conformance'
import { mainnet } from '@latch/core/networks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultDemoOptions } from '../options/demoOptions.js'
import { createDemoLatch, type DemoEnvironment, demoLatchConfig } from './demoLatch.js'

function environment(overrides: Partial<DemoEnvironment> = {}): DemoEnvironment {
  return {
    networks: [mainnet],
    adapters: { eip155: testAdapter('eip155', mainnet.caipNetworkId) },
    wallet: undefined,
    devnet: undefined,
    services: undefined,
    stop: () => {},
    ...overrides,
  }
}

// Node has no localStorage; the clients share this one, as two clients on a page would.
beforeEach(() => {
  const values = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('demoLatchConfig', () => {
  it('default: the installed adapters, no features, no embedding, no services', () => {
    const env = environment()
    const config = demoLatchConfig(env, defaultDemoOptions)
    expect(config.adapters).toEqual([env.adapters.eip155])
    expect(config.features).toEqual({})
    expect(config).not.toHaveProperty('embedded')
    expect(config).not.toHaveProperty('isMobile')
    expect(config).not.toHaveProperty('projectId')
    expect(config).not.toHaveProperty('siwx')
    expect(config).not.toHaveProperty('auth')
  })

  it('parameters: namespaces, features, embedded and mobile', () => {
    const config = demoLatchConfig(environment(), {
      ...defaultDemoOptions,
      namespaces: ['solana'],
      features: { ...defaultDemoOptions.features, pay: true },
      embedded: true,
      mobile: true,
    })
    // Only namespaces with an adapter on the page get one.
    expect(config.adapters).toEqual([])
    expect(config.features).toEqual({ pay: true })
    expect(config.embedded).toBe(true)
    expect(config.isMobile).toBe(true)
  })

  it('parameters: the local services give the project and the service URLs', () => {
    const config = demoLatchConfig(
      environment({ services: { url: 'http://127.0.0.1:8787', projectId: 'demo' } }),
      defaultDemoOptions,
    )
    expect(config.projectId).toBe('demo')
    expect(config.services).toEqual({
      configUrl: 'http://127.0.0.1:8787',
      blockchainUrl: 'http://127.0.0.1:8787',
      analyticsUrl: 'http://127.0.0.1:8787',
    })
  })

  it('parameters: the secure frame of the local server gives email and social login', () => {
    const config = demoLatchConfig(
      environment({
        services: {
          url: 'http://127.0.0.1:8787',
          projectId: 'demo',
          frameUrl: 'http://127.0.0.1:8788',
        },
      }),
      defaultDemoOptions,
    )
    expect(config.auth).toEqual({ frameUrl: 'http://127.0.0.1:8788/frame' })
  })

  it('parameters: SIWX with the local server signs in accounts of every namespace the demo has', async () => {
    const config = demoLatchConfig(
      environment({ services: { url: 'http://127.0.0.1:8787', projectId: 'demo' } }),
      { ...defaultDemoOptions, siwx: 'required' },
    )
    expect(config.siwx?.getRequired?.()).toBe(true)
    // No config for a namespace the demo has no adapter for.
    await expect(config.siwx?.getSessions('near:mainnet', 'alice.near')).rejects.toThrow(
      'Unsupported chain namespace',
    )
  })

  it('behavior: SIWX needs the local server', () => {
    const config = demoLatchConfig(environment(), { ...defaultDemoOptions, siwx: 'required' })
    expect(config).not.toHaveProperty('siwx')
  })
})

describe('createDemoLatch', () => {
  it('behavior: an adapter is exposed only when the client has it', () => {
    const env = environment()
    const on = createDemoLatch(env, defaultDemoOptions)
    const off = createDemoLatch(env, { ...defaultDemoOptions, namespaces: [] })
    expect(on.adapters).toEqual({ eip155: env.adapters.eip155 })
    expect(off.adapters).toEqual({})
    on.latch.destroy()
    off.latch.destroy()
  })

  it('default: no inspector, so nothing watches the machines', () => {
    const demo = createDemoLatch(environment(), defaultDemoOptions)
    expect(demo.inspector).toBeUndefined()
    demo.latch.destroy()
  })

  it('parameters: inspect gives the client an inspector that sees its machines', async () => {
    const demo = createDemoLatch(environment(), { ...defaultDemoOptions, inspect: true })
    await demo.latch.preload()
    const tree = demo.inspector?.getSnapshot().tree
    expect(tree?.id).toBe('latch')
    expect(tree?.children.map((child) => child.id)).toContain('connection.eip155')
    demo.latch.destroy()
  })

  it('behavior: a client recreated with other options reconnects the wallet', async () => {
    const env = environment()
    const first = createDemoLatch(env, defaultDemoOptions)
    await connect(first.latch, { connectorId: 'injected' })
    first.latch.destroy()

    const second = createDemoLatch(env, {
      ...defaultDemoOptions,
      features: { ...defaultDemoOptions.features, send: false },
    })
    await vi.waitFor(() => expect(second.latch.getState().connection).toBeDefined())
    expect(second.latch.getState().connection?.accounts[0]?.address).toBe('eip155-address')
    expect(second.latch.getState().features.send).toBe(false)
    second.latch.destroy()
  })
})
