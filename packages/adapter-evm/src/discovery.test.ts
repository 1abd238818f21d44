import { describe, expect, it, vi } from 'vitest'
import { discoverWallets, INJECTED_CONNECTOR_ID, parseAnnouncement } from './discovery.js'
import type { Eip1193Provider } from './eip1193.js'

function provider(): Eip1193Provider {
  return { request: vi.fn(async () => null), on: vi.fn(), removeListener: vi.fn() }
}

const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
function info(overrides: Record<string, unknown> = {}) {
  return {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Test Wallet',
    icon,
    rdns: 'dev.latch.test',
    ...overrides,
  }
}

// A page where wallets answer `eip6963:requestProvider` with their announcement.
function page(
  wallets: { info: Record<string, unknown>; provider: Eip1193Provider }[],
  ethereum?: unknown,
) {
  const target = Object.assign(new EventTarget(), { ethereum })
  const announce = (wallet: (typeof wallets)[number]) =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(wallet) }),
    )
  target.addEventListener('eip6963:requestProvider', () => {
    for (const wallet of wallets) announce(wallet)
  })
  return { target, announce }
}

describe('parseAnnouncement', () => {
  it('default: keeps a well-formed announcement', () => {
    const detail = { info: info({ name: '  Test Wallet ' }), provider: provider() }
    expect(parseAnnouncement(detail)?.info).toEqual(info())
  })
  it.each([
    ['a javascript: icon', { icon: 'javascript:alert(1)' }],
    ['an html data icon', { icon: 'data:text/html;base64,PHNjcmlwdD4=' }],
    ['a malformed rdns', { rdns: 'not a domain' }],
    ['a malformed uuid', { uuid: '1234' }],
    ['an empty name', { name: ' ' }],
  ])('behavior: ignores %s', (_, overrides) => {
    expect(parseAnnouncement({ info: info(overrides), provider: provider() })).toBeUndefined()
  })
  it('behavior: ignores a provider without request/on/removeListener', () => {
    expect(parseAnnouncement({ info: info(), provider: { request: () => {} } })).toBeUndefined()
    expect(parseAnnouncement('nope')).toBeUndefined()
  })
})

describe('discoverWallets', () => {
  it('behavior: asks wallets to announce and types them ANNOUNCED, one per rdns', () => {
    const first = provider()
    const { target, announce } = page([{ info: info(), provider: first }])
    const onChange = vi.fn()
    const discovery = discoverWallets(target, onChange)
    // A later script announcing the same rdns cannot take it over.
    announce({
      info: info({ uuid: 'c7b1a0de-0000-4000-8000-000000000000', name: 'Impostor' }),
      provider: provider(),
    })
    expect(discovery.wallets().map((wallet) => wallet.connector)).toEqual([
      {
        id: 'dev.latch.test',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: icon,
        info: { rdns: 'dev.latch.test', icon },
      },
    ])
    expect(discovery.wallets()[0]?.wallet).toBe(first)
    // Answers to the first request are not changes; the impostor added nothing either.
    expect(onChange).not.toHaveBeenCalled()
    announce({ info: info({ rdns: 'dev.latch.later' }), provider: provider() })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(discovery.wallets()).toHaveLength(2)
    discovery.stop()
  })

  it('behavior: window.ethereum is an INJECTED connector unless it was announced', () => {
    const legacy = provider()
    const alone = discoverWallets(page([], legacy).target, () => {})
    expect(alone.wallets().map((wallet) => [wallet.connector.id, wallet.connector.type])).toEqual([
      [INJECTED_CONNECTOR_ID, 'INJECTED'],
    ])
    const both = discoverWallets(
      page([{ info: info(), provider: legacy }], legacy).target,
      () => {},
    )
    expect(both.wallets().map((wallet) => wallet.connector.id)).toEqual(['dev.latch.test'])
  })

  it('behavior: stop removes the listener; no target finds nothing', () => {
    const { target, announce } = page([])
    const onChange = vi.fn()
    discoverWallets(target, onChange).stop()
    announce({ info: info(), provider: provider() })
    expect(onChange).not.toHaveBeenCalled()
    expect(discoverWallets(undefined, onChange).wallets()).toEqual([])
  })
})
