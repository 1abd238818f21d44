import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ScriptedAnswer, startHttpFixture } from '../testing/httpFixture.js'
import { createAnalyticsService } from './analyticsService.js'

const sdk = { projectId: 'demo', sdkType: 'latch-core', sdkVersion: '0.1.0' }
let close: () => Promise<void> = async () => {}
afterEach(() => close())

async function analytics(answer: ScriptedAnswer, enabled = true) {
  const fixture = await startHttpFixture(() => answer)
  close = fixture.close
  const showAlert = vi.fn()
  const warn = vi.fn()
  const service = createAnalyticsService({
    baseUrl: fixture.url,
    sdk,
    enabled: () => enabled,
    page: () => ({ url: 'https://app.example/swap', domain: 'app.example' }),
    address: () => '0xabc',
    now: () => 1_700_000_000_000,
    showAlert,
    warn,
  })
  return { service, fixture, showAlert, warn }
}

describe('createAnalyticsService', () => {
  it('default: posts the event with url, domain, timestamp and props', async () => {
    const { service, fixture } = await analytics({ status: 202 })
    await service.send('MODAL_OPEN', { connected: false })
    const request = fixture.requests[0]
    expect(request?.url.pathname).toBe('/e')
    expect(request?.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'https://app.example/swap',
      domain: 'app.example',
      timestamp: 1_700_000_000_000,
      props: { event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' },
    })
  })

  it('behavior: nothing is sent while analytics are disabled', async () => {
    const { service, fixture } = await analytics({ status: 202 }, false)
    await service.send('MODAL_OPEN')
    expect(fixture.requests).toHaveLength(0)
  })

  it('behavior: MODAL_CREATED is never sent', async () => {
    const { service, fixture } = await analytics({ status: 202 })
    await service.send('MODAL_CREATED')
    expect(fixture.requests).toHaveLength(0)
  })

  it('behavior: a 403 shows Invalid App Configuration once', async () => {
    const { service, showAlert } = await analytics({ status: 403 })
    await service.send('MODAL_OPEN')
    await service.send('MODAL_CLOSE')
    expect(showAlert).toHaveBeenCalledTimes(1)
    expect(showAlert).toHaveBeenCalledWith('INVALID_APP_CONFIGURATION')
  })

  it('behavior: other failures only warn', async () => {
    const { service, showAlert, warn } = await analytics({ status: 500 })
    await expect(service.send('MODAL_OPEN')).resolves.toBeUndefined()
    expect(showAlert).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
