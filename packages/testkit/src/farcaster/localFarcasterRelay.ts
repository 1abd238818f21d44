import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type Address, createPublicClient, http } from 'viem'
import {
  HttpError,
  type LoopbackReply,
  readBody,
  startLoopbackHttpServer,
} from '../loopbackHttpServer.js'
import { farcasterIdRegistryAbi } from './farcasterIdRegistry.js'

export type StartLocalFarcasterRelayParameters = {
  readonly host?: string
  /** 0 (the default) picks a free port. */
  readonly port?: number
  /**
   * The wallet side's page: a channel's `url` is this with `?channelToken=…&nonce=…&siweUri=…
   * &domain=…` (the real relay's is the Farcaster app's sign-in link). Read at each new channel, so it may name a server
   * that starts after the relay.
   */
  readonly walletUrl: () => string
  /** The `X-Farcaster-Auth-Relay-Key` the wallet side authenticates with. */
  readonly authKey?: string
  /** Where a completed channel's `custody` is read (`custodyOf(fid)`); none: not filled in. */
  readonly registry?: { readonly rpcUrl: string; readonly address: Address }
  /** How long a channel lives; an hour, as on the real relay. */
  readonly channelTtlMs?: number
  readonly now?: () => number
}

export type LocalFarcasterRelay = {
  /** The relay's base URL (`http://127.0.0.1:41235`), what `@farcaster/auth-client` takes. */
  readonly url: string
  readonly authKey: string
  stop(): Promise<void>
}

/** The relay key of a local relay unless told otherwise; latch-server's development default. */
export const localFarcasterRelayKey = 'latch-development-relay-key'

type Channel = {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  connectUri: string
  acceptAuthAddress: boolean
  signatureParams: Record<string, unknown>
  metadata: { ip: string; userAgent: string }
  [completed: string]: unknown
}

const json = (status: number, body: unknown): LoopbackReply => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json; charset=utf-8',
})
const unauthorized = () => json(401, { error: 'Unauthorized' })
const invalid = (message: string) => json(400, { error: 'Validation error', message })

// The relay's own request schemas: these fields, of these forms, and no others.
const domainPattern = /^[a-zA-Z0-9.-]+(:[0-9]+)?$/
const signaturePattern = /^0x[a-fA-F0-9]{130}$/
const userNamePattern = /^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/
const channelFields = [
  'siweUri',
  'domain',
  'nonce',
  'notBefore',
  'expirationTime',
  'requestId',
  'redirectUrl',
  'acceptAuthAddress',
]
const authenticateFields = [
  'message',
  'signature',
  'authMethod',
  'fid',
  'username',
  'bio',
  'displayName',
  'pfpUrl',
]

const isUri = (value: unknown) => typeof value === 'string' && URL.canParse(value)
const isDateTime = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T')
const optional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value)
const isString = (value: unknown) => typeof value === 'string'

function objectBody(text: string, fields: readonly string[]): Record<string, unknown> | string {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'body must be JSON'
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'body must be object'
  }
  const extra = Object.keys(body).find((key) => !fields.includes(key))
  return extra
    ? `body must NOT have additional property ${extra}`
    : (body as Record<string, unknown>)
}

function channelRequestError(body: Record<string, unknown>): string | undefined {
  if (!isUri(body.siweUri)) return 'body/siweUri must be a uri'
  if (typeof body.domain !== 'string' || !domainPattern.test(body.domain)) {
    return 'body/domain must match the domain pattern'
  }
  if (!optional(body.nonce, isString)) return 'body/nonce must be string'
  if (!optional(body.notBefore, isDateTime)) return 'body/notBefore must be a date-time'
  if (!optional(body.expirationTime, isDateTime)) return 'body/expirationTime must be a date-time'
  if (!optional(body.requestId, isString)) return 'body/requestId must be string'
  if (!optional(body.redirectUrl, isString)) return 'body/redirectUrl must be string'
  if (!optional(body.acceptAuthAddress, (v) => typeof v === 'boolean')) {
    return 'body/acceptAuthAddress must be boolean'
  }
  return undefined
}

function authenticateRequestError(body: Record<string, unknown>): string | undefined {
  if (typeof body.message !== 'string') return 'body/message must be string'
  if (typeof body.signature !== 'string' || !signaturePattern.test(body.signature)) {
    return 'body/signature must be a 65-byte hex signature'
  }
  if (!Number.isInteger(body.fid)) return 'body/fid must be integer'
  if (!optional(body.authMethod, (v) => v === 'custody' || v === 'authAddress')) {
    return 'body/authMethod must be custody or authAddress'
  }
  if (!optional(body.username, (v) => typeof v === 'string' && userNamePattern.test(v))) {
    return 'body/username must be a Farcaster name'
  }
  if (!optional(body.bio, isString) || !optional(body.displayName, isString)) {
    return 'body/bio and body/displayName must be strings'
  }
  if (!optional(body.pfpUrl, isUri)) return 'body/pfpUrl must be a uri'
  return undefined
}

/**
 * A local stand-in of the Farcaster Auth relay (relay.farcaster.xyz) for tests and the demo,
 * speaking its channel API: `POST /v1/channel` (201 `{ channelToken, url, connectUri, nonce }`),
 * `GET /v1/channel/status` with `Authorization: Bearer <channelToken>` (202 while pending, 200
 * once completed, which closes the channel), and `POST /v1/channel/authenticate` with the
 * channel token and `X-Farcaster-Auth-Relay-Key` (the wallet side). It refuses what the relay
 * refuses: a malformed request (400), a missing or unknown channel token, an expired channel or
 * a wrong relay key (401); and, stricter than the relay, which overwrites, a second
 * authenticate of a channel (409): a channel signs in one account.
 */
export async function startLocalFarcasterRelay(
  parameters: StartLocalFarcasterRelayParameters,
): Promise<LocalFarcasterRelay> {
  const {
    host = '127.0.0.1',
    port = 0,
    walletUrl,
    authKey = localFarcasterRelayKey,
    registry,
    channelTtlMs = 3_600_000,
    now = Date.now,
  } = parameters
  const channels = new Map<string, { channel: Channel; expiresAt: number }>()
  const registryClient = registry && createPublicClient({ transport: http(registry.rpcUrl) })

  const tokenOf = (request: IncomingMessage) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ')
    return scheme === 'Bearer' && token ? token : undefined
  }
  const channelOf = (token: string | undefined) => {
    const entry = token === undefined ? undefined : channels.get(token)
    if (entry && entry.expiresAt <= now()) {
      channels.delete(token as string)
      return undefined
    }
    return entry?.channel
  }

  const create = (request: IncomingMessage, body: Record<string, unknown>): LoopbackReply => {
    const error = channelRequestError(body)
    if (error) return invalid(error)
    const channelToken = randomUUID()
    const nonce = typeof body.nonce === 'string' ? body.nonce : randomUUID().replaceAll('-', '')
    // As the relay's links did before they carried the token only: the message's fields ride
    // along, so the wallet side needs no call to learn them.
    const params = { channelToken, nonce, siweUri: body.siweUri, domain: body.domain }
    for (const key of ['notBefore', 'expirationTime', 'requestId'] as const) {
      if (typeof body[key] === 'string') Object.assign(params, { [key]: body[key] })
    }
    const url = `${walletUrl()}?${new URLSearchParams(params as Record<string, string>)}`
    channels.set(channelToken, {
      expiresAt: now() + channelTtlMs,
      channel: {
        state: 'pending',
        nonce,
        url,
        connectUri: url,
        acceptAuthAddress: body.acceptAuthAddress !== false,
        signatureParams: { ...body, nonce },
        metadata: {
          userAgent: request.headers['user-agent'] ?? 'Unknown',
          ip: request.socket.remoteAddress ?? 'unknown',
        },
      },
    })
    return json(201, { channelToken, url, connectUri: url, nonce })
  }

  const authenticate = async (
    request: IncomingMessage,
    body: Record<string, unknown>,
  ): Promise<LoopbackReply> => {
    if (request.headers['x-farcaster-auth-relay-key'] !== authKey) return unauthorized()
    const error = authenticateRequestError(body)
    if (error) return invalid(error)
    const token = tokenOf(request)
    const channel = channelOf(token)
    if (!channel) return unauthorized()
    if (channel.state === 'completed') {
      return json(409, { error: 'Channel already authenticated' })
    }
    const custody = registryClient
      ? await registryClient.readContract({
          address: (registry as { address: Address }).address,
          abi: farcasterIdRegistryAbi,
          functionName: 'custodyOf',
          args: [BigInt(body.fid as number)],
        })
      : undefined
    Object.assign(channel, {
      state: 'completed',
      message: body.message,
      signature: body.signature,
      authMethod: body.authMethod ?? 'custody',
      fid: body.fid,
      username: body.username,
      displayName: body.displayName,
      bio: body.bio,
      pfpUrl: body.pfpUrl,
      custody,
      verifications: [],
    })
    return json(201, channel)
  }

  const status = (request: IncomingMessage): LoopbackReply => {
    const token = tokenOf(request)
    const channel = channelOf(token)
    if (!channel) return unauthorized()
    const { url: _url, connectUri: _connectUri, ...answer } = channel
    if (channel.state !== 'completed') return json(202, answer)
    // Read once: the relay closes a completed channel as it answers.
    channels.delete(token as string)
    return json(200, answer)
  }

  const server = await startLoopbackHttpServer({
    host,
    port,
    allowMethods: 'GET, POST',
    async answer(request) {
      const path = new URL(request.url ?? '/', 'http://relay').pathname
      if (request.method === 'GET' && path === '/healthcheck') return json(200, { status: 'OK' })
      if (request.method === 'GET' && path === '/v1/channel/status') return status(request)
      if (
        request.method !== 'POST' ||
        !['/v1/channel', '/v1/channel/authenticate'].includes(path)
      ) {
        throw new HttpError(404, 'Not Found')
      }
      const text = await readBody(request, 64 * 1024)
      if (path === '/v1/channel') {
        const body = objectBody(text, channelFields)
        return typeof body === 'string' ? invalid(body) : create(request, body)
      }
      // The channel token first, as the relay's guard runs before its body is read.
      if (!tokenOf(request)) return unauthorized()
      const body = objectBody(text, authenticateFields)
      return typeof body === 'string' ? invalid(body) : authenticate(request, body)
    },
  })
  return { url: server.url, authKey, stop: () => server.stop() }
}
