import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { HttpError } from '../errors/http.js'
import { type ScriptedAnswer, startHttpFixture } from '../testing/httpFixture.js'
import { createServiceClient } from './serviceClient.js'

const sdk = { projectId: 'demo', sdkType: 'latch-core', sdkVersion: '0.1.0' }
const schema = z.object({ ok: z.boolean() })
let close: () => Promise<void> = async () => {}
afterEach(() => close())

async function serve(answer: ScriptedAnswer, timeoutMs?: number) {
  const fixture = await startHttpFixture(() => answer)
  close = fixture.close
  const client = createServiceClient({
    baseUrl: `${fixture.url}/api`,
    sdk,
    ...(timeoutMs ? { timeoutMs } : {}),
  })
  return { client, fixture }
}

describe('createServiceClient', () => {
  it('default: sends project id, sdk type and version, and parses the answer', async () => {
    const { client, fixture } = await serve({ body: { ok: true } })
    await expect(
      client.getJson('/thing', schema, { page: 2, chains: ['eip155:1', 'eip155:10'] }),
    ).resolves.toEqual({ ok: true })
    const url = fixture.requests[0]?.url
    expect(url?.pathname).toBe('/api/thing')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      projectId: 'demo',
      st: 'latch-core',
      sv: '0.1.0',
      page: '2',
      chains: 'eip155:1,eip155:10',
    })
  })

  it('behavior: a client id is appended when set', async () => {
    const fixture = await startHttpFixture(() => ({ body: { ok: true } }))
    close = fixture.close
    const client = createServiceClient({ baseUrl: fixture.url, sdk: { ...sdk, clientId: 'c-1' } })
    await client.getJson('/x', schema)
    expect(fixture.requests[0]?.url.searchParams.get('clientId')).toBe('c-1')
  })

  it('behavior: a non-OK status is an HttpError carrying it', async () => {
    const { client } = await serve({ status: 404, body: { error: 'nope' } })
    const error = await client.getJson('/x', schema).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(404)
    expect((error as HttpError).message).toBe('HTTP request failed with status 404')
  })

  it.each([
    [429, 'Rate limited'],
    [503, 'Server error'],
  ])('behavior: status %i is "%s"', async (status, message) => {
    const { client } = await serve({ status })
    await expect(client.getJson('/x', schema)).rejects.toThrowError(message)
  })

  it('behavior: garbage is "Unexpected response", not a crash', async () => {
    const { client } = await serve({ raw: '<html>oops', contentType: 'text/html' })
    await expect(client.getJson('/x', schema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: 'not JSON',
    })
  })

  it('behavior: a wrong shape names the field', async () => {
    const { client } = await serve({ body: { ok: 'yes' } })
    await expect(client.getJson('/x', schema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: expect.stringContaining('ok:'),
    })
  })

  it('behavior: a slow answer times out', async () => {
    const { client } = await serve({ body: { ok: true }, delayMs: 500 }, 50)
    await expect(client.getJson('/x', schema)).rejects.toMatchObject({ code: 'TIMEOUT' })
  })

  it("behavior: the caller's abort rejects with an AbortError, before or during the call", async () => {
    const { client, fixture } = await serve({ body: { ok: true }, delayMs: 500 })
    const before = new AbortController()
    before.abort()
    await expect(client.getJson('/x', schema, {}, { signal: before.signal })).rejects.toMatchObject(
      { name: 'AbortError' },
    )
    expect(fixture.requests).toHaveLength(0)
    const during = new AbortController()
    const pending = client.getJson('/x', schema, {}, { signal: during.signal })
    setTimeout(() => during.abort(), 20)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('behavior: a signal that does not abort leaves the call as it is', async () => {
    const { client } = await serve({ body: { ok: true } })
    const controller = new AbortController()
    await expect(
      client.postJson('/x', {}, schema, {}, { signal: controller.signal }),
    ).resolves.toEqual({ ok: true })
  })

  it('behavior: an unreachable service is a network error', async () => {
    const client = createServiceClient({ baseUrl: 'http://127.0.0.1:9', sdk })
    await expect(client.getJson('/x', schema)).rejects.toMatchObject({ code: 'NETWORK' })
  })

  it('behavior: posts JSON bodies and reads blobs', async () => {
    const { client, fixture } = await serve({ raw: '<svg/>', contentType: 'image/svg+xml' })
    await client.post('/e', { a: 1 })
    expect(fixture.requests[0]).toMatchObject({ method: 'POST', body: { a: 1 } })
    const blob = await client.getBlob('/image')
    expect(blob.type).toBe('image/svg+xml')
    await expect(blob.text()).resolves.toBe('<svg/>')
  })
})
