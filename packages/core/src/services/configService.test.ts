import { afterEach, describe, expect, it } from 'vitest'
import {
  type RecordedRequest,
  type ScriptedAnswer,
  startHttpFixture,
} from '../testing/httpFixture.js'
import { createConfigService, parseRemoteFeatures } from './configService.js'

const sdk = { projectId: 'demo', sdkType: 'latch-core', sdkVersion: '0.1.0' }
let close: () => Promise<void> = async () => {}
afterEach(() => close())

async function service(answer: (request: RecordedRequest) => ScriptedAnswer) {
  const fixture = await startHttpFixture(answer)
  close = fixture.close
  return { config: createConfigService({ baseUrl: fixture.url, sdk }), fixture }
}

describe('parseRemoteFeatures', () => {
  it('default: reads ids, ours and the reference product’s', () => {
    expect(
      parseRemoteFeatures([
        { id: 'email', isEnabled: true },
        { id: 'social_login', isEnabled: true, config: ['google', 'x', 'myspace'] },
        { id: 'swap', isEnabled: true, config: ['aggregator'] },
        { id: 'onramp', isEnabled: false, config: ['onramp-aggregator'] },
        { id: 'reown_branding', isEnabled: false },
        { id: 'multiWallet', isEnabled: true },
        { id: 'telepathy', isEnabled: true },
      ]),
    ).toEqual({
      email: true,
      socials: ['google', 'x'],
      swaps: ['aggregator'],
      onramp: [],
      branding: false,
      multiWallet: true,
    })
  })
  it('behavior: a list feature without a list is enabled with none', () => {
    expect(parseRemoteFeatures([{ id: 'socials', isEnabled: true, config: 'google' }])).toEqual({
      socials: [],
    })
  })
})

describe('createConfigService', () => {
  it('behavior: getFeatures reads /appkit/v1/config', async () => {
    const { config, fixture } = await service(() => ({
      body: { features: [{ id: 'activity', isEnabled: true, config: null }] },
    }))
    await expect(config.getFeatures()).resolves.toEqual({ activity: true })
    expect(fixture.requests[0]?.url.pathname).toBe('/appkit/v1/config')
  })

  it('behavior: allowed origins are read from /projects/v1/origins', async () => {
    const { config } = await service(() => ({ body: { allowedOrigins: ['https://app.example'] } }))
    await expect(config.getAllowedOrigins()).resolves.toEqual({
      allowedOrigins: ['https://app.example'],
    })
  })

  it.each([
    [429, 'RATE_LIMITED'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [403, 'PROJECT_ID_NOT_CONFIGURED'],
  ])(
    'behavior: origins answering %i give an empty list and the %s alert',
    async (status, alert) => {
      const { config } = await service(() => ({ status, body: { error: 'x' } }))
      await expect(config.getAllowedOrigins()).resolves.toMatchObject({ allowedOrigins: [], alert })
    },
  )

  it('behavior: the server-error alert carries the cause', async () => {
    const { config } = await service(() => ({ status: 500 }))
    await expect(config.getAllowedOrigins()).resolves.toMatchObject({ cause: 'Server error' })
  })

  it('behavior: origins answering garbage give an empty list without an alert', async () => {
    const { config } = await service(() => ({ raw: 'garbage' }))
    await expect(config.getAllowedOrigins()).resolves.toEqual({ allowedOrigins: [] })
  })

  it('behavior: getWallets sends the listing query and drops unsafe links', async () => {
    const { config, fixture } = await service(() => ({
      body: {
        count: 1,
        data: [
          {
            id: 'w1',
            name: 'Wallet One',
            mobile_link: 'javascript:alert(1)',
            desktop_link: 'zerion://',
            webapp_link: 'https://app.walletone.example',
            image_url: 'data:text/html,<script>',
          },
        ],
      },
    }))
    const result = await config.getWallets({
      page: 1,
      entries: 40,
      include: ['a', 'b'],
      search: 'one',
      chains: ['eip155:1'],
    })
    expect(result.count).toBe(1)
    expect(result.data[0]).toMatchObject({
      id: 'w1',
      mobile_link: null,
      desktop_link: 'zerion://',
      webapp_link: 'https://app.walletone.example',
      image_url: undefined,
    })
    const query = Object.fromEntries(fixture.requests[0]?.url.searchParams ?? [])
    expect(query).toMatchObject({
      page: '1',
      entries: '40',
      include: 'a,b',
      search: 'one',
      chains: 'eip155:1',
    })
    expect(query).not.toHaveProperty('exclude')
  })

  it('behavior: getWallets drops links in schemes no wallet uses', async () => {
    const { config } = await service(() => ({
      body: {
        count: 1,
        data: [
          {
            id: 'w2',
            name: 'Wallet Two',
            mobile_link: 'ms-msdt:/id PCWDiagnostic',
            desktop_link: 'search-ms:query=x',
          },
        ],
      },
    }))
    const { data } = await config.getWallets({ page: 1, entries: 40 })
    expect(data[0]).toMatchObject({ id: 'w2', mobile_link: null, desktop_link: null })
  })

  it('behavior: images come back as blobs from their paths', async () => {
    const { config, fixture } = await service(() => ({
      raw: '<svg/>',
      contentType: 'image/svg+xml',
    }))
    await config.getWalletImage('io metamask')
    await config.getAssetImage('eth')
    await config.getCurrencyImage('USD')
    await config.getTokenImage('USDC')
    expect(fixture.requests.map((request) => request.url.pathname)).toEqual([
      '/getWalletImage/io%20metamask',
      '/public/getAssetImage/eth',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/USDC',
    ])
    expect(config.walletImageUrl('w1')).toContain('/getWalletImage/w1?projectId=demo')
  })

  it('behavior: the analytics switch is read from /getAnalyticsConfig', async () => {
    const { config } = await service(() => ({ body: { isAnalyticsEnabled: false } }))
    await expect(config.getAnalyticsEnabled()).resolves.toBe(false)
  })
})
