import { afterEach, describe, expect, it } from 'vitest'
import {
  HttpError,
  type LoopbackHttpServer,
  readBody,
  type StartLoopbackHttpServerParameters,
  startLoopbackHttpServer,
} from './loopbackHttpServer.js'

const servers: LoopbackHttpServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()))
})

async function start(answer: StartLoopbackHttpServerParameters['answer'], port = 0) {
  const server = await startLoopbackHttpServer({
    host: '127.0.0.1',
    port,
    allowMethods: 'GET, POST, OPTIONS',
    answer,
  })
  servers.push(server)
  return server
}

describe('startLoopbackHttpServer', () => {
  it('default: answers with the reply, its content type and CORS for any origin', async () => {
    const server = await start(async (request) => ({
      status: 201,
      body: `${request.method} ${request.url}`,
      contentType: 'text/plain; charset=utf-8',
    }))
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${server.url}/path?q=1`)
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('GET /path?q=1')
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
  })

  it('behavior: a preflight is answered 204 without asking the answer', async () => {
    let asked = 0
    const server = await start(async () => {
      asked += 1
      return { status: 200 }
    })
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('*')
    expect(preflight.headers.get('content-type')).toBeNull()
    expect(asked).toBe(0)
  })

  it('behavior: an HttpError answers its status, any other error 500, as text', async () => {
    const server = await start(async (request) => {
      if (request.url === '/missing') throw new HttpError(404, 'not here')
      throw new Error('broken')
    })
    const missing = await fetch(`${server.url}/missing`)
    expect([missing.status, await missing.text()]).toEqual([404, 'not here'])
    const broken = await fetch(`${server.url}/other`)
    expect([broken.status, await broken.text()]).toEqual([500, 'broken'])
    expect(broken.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })

  it('behavior: a port in use is reported by number', async () => {
    const server = await start(async () => ({ status: 200 }))
    const port = Number(new URL(server.url).port)
    await expect(start(async () => ({ status: 200 }), port)).rejects.toThrow(
      `port ${port} on 127.0.0.1 is already in use`,
    )
  })

  it('behavior: stop() closes the server and may be called again', async () => {
    const server = await start(async () => ({ status: 200 }))
    await server.stop()
    await expect(fetch(server.url)).rejects.toThrow()
    await expect(server.stop()).resolves.toBeUndefined()
  })
})

describe('readBody', () => {
  it('behavior: reads the body up to its limit, and refuses a larger one with 413', async () => {
    const server = await start(async (request) => {
      try {
        return { status: 200, body: await readBody(request, 8) }
      } catch (error) {
        return { status: 299, body: `${(error as HttpError).status} ${(error as Error).message}` }
      }
    })
    const small = await fetch(server.url, { method: 'POST', body: 'é1234' })
    expect(await small.text()).toBe('é1234')
    const large = await fetch(server.url, { method: 'POST', body: '123456789' })
    expect([large.status, await large.text()]).toEqual([299, '413 request body too large'])
  })
})
