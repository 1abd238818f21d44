import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieJar } from '../testing/cookieJar.js'
import { cookieHeaderBackend } from './cookieHeaderBackend.js'
import { cookieStorage } from './cookieStorage.js'
import { createStorage } from './createStorage.js'
import { memoryBackend } from './storageBackend.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const connections = { eip155: [{ connectorId: 'io.metamask', accounts: [{ address: '0xabc' }] }] }

describe('cookieStorage', () => {
  it('default: keeps every value in its backend and copies what a first render reads to cookies', () => {
    const page = cookieJar()
    vi.stubGlobal('document', page)
    const backend = memoryBackend()
    const storage = createStorage({ backend: cookieStorage({ backend }) })
    storage.set('activeCaipNetworkId', 'eip155:10')
    storage.set('connectedConnectorId', 'io.metamask', 'eip155')
    storage.set('connections', connections)
    storage.set('email', 'ada@example.com')
    storage.set('balanceCache', { x: { timestamp: 1, balance: '1', symbol: 'ETH' } })

    expect(backend.getItem('@latch-wallet/email')).toBe('"ada@example.com"')
    // What the server reads from the request is what the page stored.
    const sent = createStorage({ backend: cookieHeaderBackend(page.cookie) })
    expect(sent.get('activeCaipNetworkId')).toBe('eip155:10')
    expect(sent.get('connectedConnectorId', 'eip155')).toBe('io.metamask')
    expect(sent.get('connections')).toEqual(connections)
    // Nothing else of the visitor's is sent with each request.
    expect(sent.get('email')).toBeUndefined()
    expect(sent.get('balanceCache')).toBeUndefined()
    expect(page.written).toHaveLength(3)
    expect(page.written[0]).toBe(
      '%40latch%2Factive_caip_network_id=%22eip155%3A10%22; Path=/; SameSite=Lax; Secure; Max-Age=31536000',
    )
  })

  it('behavior: a removed value loses its cookie', () => {
    const page = cookieJar()
    vi.stubGlobal('document', page)
    const storage = createStorage({ backend: cookieStorage({ backend: memoryBackend() }) })
    storage.set('connectedConnectorId', 'io.metamask', 'solana')
    expect(page.cookie).toContain('solana')
    storage.remove('connectedConnectorId', 'solana')
    expect(page.cookie).toBe('')
  })

  it('behavior: values stored before the site used cookies get their copy at once', () => {
    const page = cookieJar()
    vi.stubGlobal('document', page)
    const backend = memoryBackend()
    createStorage({ backend }).set('connectedConnectorId', 'io.metamask', 'eip155')
    createStorage({ backend }).set('recentWallets', [{ id: 'io.metamask', name: 'MetaMask' }])
    cookieStorage({ backend })
    expect(cookieHeaderBackend(page.cookie).getItem('@latch/eip155:connected_connector_id')).toBe(
      '"io.metamask"',
    )
    expect(page.written).toHaveLength(1)
    // Already in step: nothing is written again.
    cookieStorage({ backend })
    expect(page.written).toHaveLength(1)
  })

  it('behavior: a value too long for a cookie is not sent (and an older copy is removed)', () => {
    const page = cookieJar('http:')
    vi.stubGlobal('document', page)
    const backend = memoryBackend()
    const storage = createStorage({ backend: cookieStorage({ backend }) })
    storage.set('connections', connections)
    expect(page.cookie).toContain('connections')
    expect(page.written[0]).not.toContain('Secure')
    const accounts = Array.from({ length: 80 }, (_, index) => ({
      address: `0x${'a'.repeat(40)}${index}`,
    }))
    storage.set('connections', { eip155: [{ connectorId: 'io.metamask', accounts }] })
    expect(page.cookie).toBe('')
    // The page itself still has it.
    expect(createStorage({ backend }).get('connections')?.eip155?.[0]?.accounts).toHaveLength(80)
  })

  it('behavior: without a document (on a server) it writes no cookie', () => {
    vi.stubGlobal('document', undefined)
    const backend = memoryBackend()
    const storage = createStorage({ backend: cookieStorage({ backend }) })
    storage.set('connectedConnectorId', 'io.metamask', 'eip155')
    expect(createStorage({ backend }).get('connectedConnectorId', 'eip155')).toBe('io.metamask')
  })
})

describe('cookieHeaderBackend', () => {
  it('default: reads URI-encoded names and values of a Cookie header', () => {
    const backend = cookieHeaderBackend('theme=dark; %40latch%2Fa=%7B%7D;b=2; c')
    expect(backend.getItem('@latch/a')).toBe('{}')
    expect(backend.getItem('b')).toBe('2')
    expect(backend.getItem('theme')).toBe('dark')
    expect(backend.getItem('c')).toBeNull()
  })

  it('behavior: skips a malformed pair, keeps the first of two names, and writes nothing', () => {
    const backend = cookieHeaderBackend('bad=%E0%A4%A; a=1; a=2')
    expect(backend.getItem('bad')).toBeNull()
    expect(backend.getItem('a')).toBe('1')
    backend.setItem('a', '3')
    backend.removeItem('a')
    expect(backend.getItem('a')).toBe('1')
  })
})
