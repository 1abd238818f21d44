import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isJavaScript, type StaticServer, serveStatic } from './staticServer.js'

const root = mkdtempSync(join(tmpdir(), 'latch-bench-site-'))
let server: StaticServer

beforeAll(async () => {
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>bench</title>')
  writeFileSync(join(root, 'assets', 'index.js'), 'console.log(1)'.repeat(100))
  writeFileSync(join(tmpdir(), 'latch-bench-outside.txt'), 'secret')
  server = await serveStatic(root)
})

afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(join(tmpdir(), 'latch-bench-outside.txt'), { force: true })
})

/** A raw GET, since `fetch` would normalise `..` away before sending it. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const url = new URL(server.origin)
      const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (part: string) => {
          body += part
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('serveStatic', () => {
  test('default', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await get('/')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toBe('<!doctype html><title>bench</title>')
  })

  test('behavior: sends JavaScript uncompressed even when gzip is accepted', async () => {
    const script = await get('/assets/index.js', { 'accept-encoding': 'gzip, br' })
    expect(script.status).toBe(200)
    expect(script.headers['content-encoding']).toBeUndefined()
    expect(script.headers['cache-control']).toBe('no-store')
    expect(script.body).toBe('console.log(1)'.repeat(100))
  })

  test('behavior: remembers what it sent, by URL path', async () => {
    await get('/assets/index.js')
    const sent = server.served('/assets/index.js')
    expect(sent?.body.toString()).toBe('console.log(1)'.repeat(100))
    expect(sent && isJavaScript(sent)).toBe(true)
    expect(server.served('/')).toMatchObject({ contentType: 'text/html; charset=utf-8' })
    expect(server.served('/never-asked.js')).toBeUndefined()
  })

  test('behavior: a missing file is 404 and nothing outside the root is served', async () => {
    expect((await get('/missing.js')).status).toBe(404)
    const outside = await get('/../latch-bench-outside.txt')
    expect(outside.body).not.toContain('secret')
    expect(outside.status).toBe(404)
    expect((await get('/%2e%2e/latch-bench-outside.txt')).status).toBe(404)
  })
})
