// Proof: three latch-server processes on one PostgreSQL behind a round-robin proxy are
// interchangeable for the logins. Every request of an email or social login lands on another
// process than the one before, and a process killed in the middle of a login does not lose it.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import {
  codeMailedTo,
  createFrameApiClient,
  type FrameApiClient,
} from '../testing/frameApiClient.js'
import { type ServerCluster, startServerCluster } from '../testing/serverCluster.js'
import { signInOnProvider } from '../testing/signInOnProvider.js'

const page = { projectId: 'demo', origin: 'http://localhost:5173' }
const chainId = 'eip155:31337'

let cluster: ServerCluster
beforeAll(async () => {
  cluster = await startServerCluster({ postgresUrl: inject('postgresUrl') })
})
afterAll(() => cluster?.close())

/**
 * The code the development mailbox of whichever process sent it holds for `email`: each
 * process keeps its own mailbox (a real deployment mails through SMTP).
 */
async function codeFor(email: string): Promise<string> {
  for (const member of cluster.members.filter((each) => each.running())) {
    // codeMailedTo throws when this mailbox holds no code for `email`: try the next one.
    const code = await codeMailedTo(member.frameUrl, email).catch(() => undefined)
    if (code) return code
  }
  throw new Error(`no process mailed a code to ${email}`)
}

/** The processes the frame proxy sent the requests to, since `from`, in order. */
const framePath = (from: number) => cluster.frame.log.slice(from).map((entry) => entry.target)

/** No two requests in a row on one process. */
function expectAlternating(targets: readonly number[]) {
  expect(targets.length).toBeGreaterThan(1)
  for (let i = 1; i < targets.length; i++) expect(targets[i]).not.toBe(targets[i - 1])
}

/** `/api/session` and `/api/user` asked of every process in turn, with one cookie. */
async function expectSignedInEverywhere(frame: FrameApiClient, email: string) {
  const from = cluster.frame.log.length
  const addresses = new Set<unknown>()
  for (let turn = 0; turn < cluster.members.length; turn++) {
    expect((await frame.call('/api/session')).body).toMatchObject({ isConnected: true })
    const user = await frame.call<{ email: string; address: string }>('/api/user')
    expect(user.status).toBe(200)
    expect(user.body.email).toBe(email)
    addresses.add(user.body.address)
  }
  expect(addresses.size).toBe(1)
  expect(new Set(framePath(from)).size).toBe(cluster.members.length)
}

describe('email login across processes', () => {
  test('default: code, verify, session and user, each request on another process', async () => {
    const email = 'round-robin@example.com'
    const from = cluster.frame.log.length
    const frame = createFrameApiClient(cluster.frameUrl)
    expect((await frame.call('/api/origin-check', page)).status).toBe(200)
    const connect = await frame.call<{ challengeId: string }>('/api/email/connect', {
      ...page,
      email,
    })
    expect(connect.status).toBe(200)
    const verify = await frame.call('/api/email/verify', {
      ...page,
      challengeId: connect.body.challengeId,
      otp: await codeFor(email),
      chainId,
    })
    expect(verify.status).toBe(200)
    await expectSignedInEverywhere(frame, email)
    expectAlternating(framePath(from))
  }, 60_000)
})

describe('social login across processes', () => {
  test('default: redirect on one process, callback and connect on others', async () => {
    const from = cluster.frame.log.length
    const frame = createFrameApiClient(cluster.frameUrl)
    const redirect = await frame.call<{ uri: string }>('/api/social/redirect', {
      ...page,
      provider: 'google',
    })
    expect(redirect.status).toBe(200)
    expect(new URL(redirect.body.uri).origin).toBe(cluster.identityProviderUrl)
    const callback = await signInOnProvider(redirect.body.uri, 'grace', {
      frameUrl: cluster.frameUrl,
    })
    const answer = await fetch(callback)
    expect(answer.status).toBe(200)
    const connect = await frame.call('/api/social/connect', {
      ...page,
      resultUri: callback,
      chainId,
    })
    expect(connect.status).toBe(200)
    await expectSignedInEverywhere(frame, 'grace@example.com')
    expectAlternating(framePath(from))
  }, 60_000)
})

describe('a process killed mid-login', () => {
  test('behavior: the code mailed by a process that died is verified on another', async () => {
    const email = 'survivor@example.com'
    const frame = createFrameApiClient(cluster.frameUrl)
    const from = cluster.frame.log.length
    const connect = await frame.call<{ challengeId: string }>('/api/email/connect', {
      ...page,
      email,
    })
    expect(connect.status).toBe(200)
    const otp = await codeFor(email)
    const [sender] = framePath(from)
    const victim = cluster.members[sender ?? -1]
    if (!victim) throw new Error('the proxy logged the connect')
    // No goodbye: a crash, not a shutdown.
    await victim.stop('SIGKILL')
    const verify = await frame.call('/api/email/verify', {
      ...page,
      challengeId: connect.body.challengeId,
      otp,
      chainId,
    })
    expect(verify.status).toBe(200)
    const served = framePath(from).slice(1)
    expect(served).not.toContain(sender)
    expect((await frame.call<{ email: string }>('/api/user')).body.email).toBe(email)
  }, 60_000)
})
