import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test imports the module afresh: it warns once per page.
let warnOfDefaultRelay: typeof import('./defaultRelayWarning.js').warnOfDefaultRelay

beforeEach(async () => {
  vi.resetModules()
  ;({ warnOfDefaultRelay } = await import('./defaultRelayWarning.js'))
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const relay = 'wss://shop.example/relay'

describe('warnOfDefaultRelay', () => {
  it('default: a production build on a real host warns once, naming the relay and what to set', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnOfDefaultRelay(relay, { hostname: 'shop.example' })
    warnOfDefaultRelay(relay, { hostname: 'shop.example' })
    expect(warn).toHaveBeenCalledTimes(1)
    const [text] = warn.mock.calls[0] ?? []
    expect(text).toContain(relay)
    expect(text).toContain('walletConnect({ relayUrl, projectId })')
  })

  it('behavior: a development build, or a production build previewed on this machine, is quiet', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('NODE_ENV', 'development')
    warnOfDefaultRelay(relay, { hostname: 'shop.example' })
    vi.stubEnv('NODE_ENV', 'production')
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'demo.localhost']) {
      warnOfDefaultRelay(relay, { hostname })
    }
    expect(warn).not.toHaveBeenCalled()
  })
})
