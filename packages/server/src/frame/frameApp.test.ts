import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer } from '../testing/testDatabase.js'
import { createFrameApp } from './frameApp.js'

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({ indexerPollMs: false })
})
afterAll(() => server.close())

describe('the frame origin', () => {
  test('default: the frame page, framed only by the project’s allowed origins', async () => {
    const response = await server.frameApp.request(
      '/frame?projectId=demo&chainId=eip155%3A31337&version=0.0.0&enableLogger=false',
    )
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain(
      'frame-ancestors http://localhost:* https://localhost:* http://127.0.0.1:*',
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(await response.text()).toContain('<script type="module" src="/frame-client/frame.js">')
  })

  test('behavior: a site the project lists gets the frame page; one it does not list gets only FRAME_UNVERIFIED_DOMAIN, framed by that site alone', async () => {
    const frame = (projectId: string, referer: string) =>
      server.frameApp.request(`/frame?projectId=${projectId}&version=0.0.0`, {
        headers: { referer },
      })
    const listed = await frame('demo', 'http://localhost:5173/')
    expect(await listed.text()).toContain('/frame-client/frame.js')

    const unlisted = await frame('demo', 'https://shop.example/')
    expect(unlisted.status).toBe(200)
    expect(unlisted.headers.get('cache-control')).toBe('no-store')
    const policy = unlisted.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'none'")
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(policy).toContain('frame-ancestors https://shop.example')
    expect(policy).not.toContain('localhost')
    const html = await unlisted.text()
    expect(html).not.toContain('frame.js')
    expect(html).toContain(
      `parent.postMessage({type:'FRAME_UNVERIFIED_DOMAIN',payload:{}},"https://shop.example")`,
    )

    // An unknown project is not this page's to judge (the relay and config say "invalid key").
    const unknown = await frame('no-such-project', 'https://shop.example/')
    expect(await unknown.text()).toContain('/frame-client/frame.js')
  })

  test('behavior: the approval window’s page is framed by no page, and loads its own script', async () => {
    const response = await server.frameApp.request('/approval')
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain('connect-src')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain(
      '<script type="module" src="/frame-client/approval-window.js">',
    )
  })

  test('behavior: the scripts are served by file name only', async () => {
    const { app } = createFrameApp({
      database: server.database,
      config: server.config,
      chainClients: server.chainClients,
      frameOrigins: () => [],
      assets: { script: async (name) => (name === 'frame.js' ? 'export {}' : undefined) },
    })
    const script = await app.request('/frame-client/frame.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await app.request('/frame-client/missing.js')).status).toBe(404)
    expect((await app.request('/frame-client/..%2Fpackage.json')).status).toBe(404)
  })

  test('behavior: the development mailbox lists what was sent', async () => {
    const { app, mailbox } = createFrameApp({
      database: server.database,
      config: server.config,
      chainClients: server.chainClients,
      frameOrigins: () => [],
    })
    await mailbox?.send({ to: 'Ada@example.com', from: 'a@b.c', subject: 'hi <b>', text: 'x' })
    const list = await app.request('/dev/mailbox/messages?to=ada@example.com', {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(list.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect((await list.json()).messages).toMatchObject([
      { to: 'Ada@example.com', subject: 'hi <b>' },
    ])
    const page = await (await app.request('/dev/mailbox')).text()
    expect(page).toContain('hi &lt;b&gt;')
    const other = await app.request('/dev/mailbox/messages', {
      headers: { origin: 'https://evil.example' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('behavior: with SMTP configured there is no mailbox', async () => {
    const { app, mailbox } = createFrameApp({
      database: server.database,
      config: {
        ...server.config,
        frame: {
          ...server.config.frame,
          mail: { kind: 'smtp', url: 'smtp://127.0.0.1:1', from: 'x' },
        },
      },
      chainClients: server.chainClients,
      frameOrigins: () => [],
    })
    expect(mailbox).toBeUndefined()
    expect((await app.request('/dev/mailbox')).status).toBe(404)
  })
})
