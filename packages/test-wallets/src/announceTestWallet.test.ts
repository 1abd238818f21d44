// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { announceTestWallet, testWalletIcon } from './announceTestWallet.js'
import { createTestWallet } from './createTestWallet.js'
import { devAccounts } from './devAccounts.js'

type Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}

const provider = createTestWallet({
  privateKey: devAccounts[0]?.privateKey ?? '0x',
  chains: [{ id: 31337, name: 'Localhost', rpcUrl: 'http://127.0.0.1:8545' }],
})

function collectAnnouncements(target: EventTarget): Announcement[] {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    seen.push((event as CustomEvent<Announcement>).detail)
  })
  return seen
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('announceTestWallet', () => {
  it('default: announces a frozen { info, provider } on the window at once', () => {
    const seen = collectAnnouncements(window)
    cleanups.push(announceTestWallet(provider))
    expect(seen).toHaveLength(1)
    const [detail] = seen
    expect(detail?.provider).toBe(provider)
    expect(detail?.info).toEqual({
      uuid: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      name: 'Latch Test Wallet',
      icon: testWalletIcon,
      rdns: 'dev.latch.testwallet',
    })
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
  })

  it('default: the icon is an SVG data URI', () => {
    expect(testWalletIcon).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = atob(testWalletIcon.slice('data:image/svg+xml;base64,'.length))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/)
  })

  it('behavior: answers eip6963:requestProvider with the same info until unsubscribed', () => {
    const seen = collectAnnouncements(window)
    const unsubscribe = announceTestWallet(provider)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[1]).toBe(seen[0])
    unsubscribe()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
  })

  it('parameters: name, rdns, icon, uuid and a plain EventTarget', () => {
    const target = new EventTarget()
    const seen = collectAnnouncements(target)
    const onWindow = collectAnnouncements(window)
    cleanups.push(
      announceTestWallet(provider, {
        name: 'Other Wallet',
        rdns: 'dev.latch.other',
        icon: 'data:image/png;base64,AA==',
        uuid: '350670db-19fa-4704-a166-e52e178b59d2',
        target,
      }),
    )
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen.map((detail) => detail.info)).toEqual([
      {
        uuid: '350670db-19fa-4704-a166-e52e178b59d2',
        name: 'Other Wallet',
        icon: 'data:image/png;base64,AA==',
        rdns: 'dev.latch.other',
      },
      expect.objectContaining({ rdns: 'dev.latch.other' }),
    ])
    expect(onWindow).toEqual([])
  })

  it('behavior: two announcements get two uuids', () => {
    const seen = collectAnnouncements(window)
    cleanups.push(announceTestWallet(provider), announceTestWallet(provider))
    expect(seen).toHaveLength(2)
    expect(seen[0]?.info.uuid).not.toBe(seen[1]?.info.uuid)
  })
})
