import { defaultRemoteFeatures, socialProviders } from '@latch/core/constants'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { testProject } from '../testing/testProject.js'

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    projects: [
      testProject('shop', 'Shop', ['https://*.shop.example'], {
        features: { socials: ['google', 'github'], swaps: false, multiWallet: true },
      }),
      testProject('plain', 'Plain', ['https://plain.example']),
    ],
    allowedOrigins: ['https://admin.example'],
  })
})
afterAll(() => server.close())

const get = (path: string) => server.app.request(path)

describe('GET /appkit/v1/config', () => {
  test('default', async () => {
    const response = await get(`/appkit/v1/config?${sdkQuery()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      features: [
        { id: 'email', isEnabled: true, config: null },
        { id: 'socials', isEnabled: true, config: [...socialProviders] },
        { id: 'swaps', isEnabled: true, config: [...(defaultRemoteFeatures.swaps || [])] },
        { id: 'onramp', isEnabled: true, config: [...(defaultRemoteFeatures.onramp || [])] },
        { id: 'activity', isEnabled: true, config: null },
        { id: 'branding', isEnabled: true, config: null },
        // The built-in demo project turns multi-wallet on, so that the demo shows it.
        { id: 'multiWallet', isEnabled: true, config: null },
      ],
    })
  })

  test('default: a project that names no features has multi-wallet off (SPEC.md §9)', async () => {
    const { features } = await (await get(`/appkit/v1/config?${sdkQuery('plain')}`)).json()
    expect(features).toContainEqual({ id: 'multiWallet', isEnabled: false, config: null })
    expect(features).toContainEqual({ id: 'email', isEnabled: true, config: null })
  })

  test('parameters: a project with its own features', async () => {
    const { features } = await (await get(`/appkit/v1/config?${sdkQuery('shop')}`)).json()
    expect(features).toContainEqual({
      id: 'socials',
      isEnabled: true,
      config: ['google', 'github'],
    })
    expect(features).toContainEqual({ id: 'swaps', isEnabled: false, config: null })
    expect(features).toContainEqual({ id: 'multiWallet', isEnabled: true, config: null })
  })

  test('behavior: a missing projectId is a 400 naming it', async () => {
    const response = await get('/appkit/v1/config?st=latch-react&sv=1.0.0')
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error).toMatchObject({ code: 'invalid_request', field: 'projectId' })
    expect(error.message).toMatch(/^Invalid query parameter "projectId"/)
  })

  test('behavior: a malformed sdk version is a 400 naming it', async () => {
    const response = await get('/appkit/v1/config?projectId=demo&sv=<script>')
    expect(response.status).toBe(400)
    expect((await response.json()).error.field).toBe('sv')
  })

  test('behavior: an unknown project is a 403', async () => {
    const response = await get(`/appkit/v1/config?${sdkQuery('nobody')}`)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: {
        code: 'project_not_found',
        message: 'Project "nobody" is not configured on this server',
      },
    })
  })
})

describe('GET /projects/v1/origins', () => {
  test('default', async () => {
    const response = await get(`/projects/v1/origins?${sdkQuery()}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      allowedOrigins: [
        'http://localhost:*',
        'https://localhost:*',
        'http://127.0.0.1:*',
        'https://127.0.0.1:*',
        'https://admin.example',
      ],
    })
  })

  test('parameters: the project named', async () => {
    const response = await get(`/projects/v1/origins?${sdkQuery('shop')}`)
    expect(await response.json()).toEqual({
      allowedOrigins: ['https://*.shop.example', 'https://admin.example'],
    })
  })

  test('behavior: missing projectId 400, unknown project 403', async () => {
    expect((await get('/projects/v1/origins')).status).toBe(400)
    expect((await get(`/projects/v1/origins?${sdkQuery('nobody')}`)).status).toBe(403)
  })
})

describe('GET /getAnalyticsConfig', () => {
  test('default', async () => {
    const response = await get(`/getAnalyticsConfig?${sdkQuery()}`)
    expect(await response.json()).toEqual({ isAnalyticsEnabled: true })
  })

  test('parameters: a project without analytics', async () => {
    const response = await get(`/getAnalyticsConfig?${sdkQuery('shop')}`)
    expect(await response.json()).toEqual({ isAnalyticsEnabled: false })
  })

  test('behavior: missing projectId 400, unknown project 403', async () => {
    expect((await get('/getAnalyticsConfig?st=x')).status).toBe(400)
    expect((await get(`/getAnalyticsConfig?${sdkQuery('nobody')}`)).status).toBe(403)
  })
})

describe('other routes', () => {
  test('behavior: an unknown path is a JSON 404', async () => {
    const response = await get('/nothing-here')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /nothing-here' },
    })
  })

  test('behavior: /health answers without a project', async () => {
    const response = await get('/health')
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})
