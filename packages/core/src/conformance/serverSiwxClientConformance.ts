import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ServerSiwxOptions } from '../siwx/createServerSiwx.js'
import type { SiwxConfig, SiwxMessage } from '../siwx/siwxConfig.js'

/** The fields a namespace's message factory takes (its `create…SiwxMessage`). */
export type SiwxMessageFields = {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  nonce: string
  issuedAt: string
  expirationTime?: string
}

export type ServerSiwxClientConformanceOptions = {
  /** The sign-in's name in the texts: `Sign-In with {name}` (`Bitcoin`, `Solana`…). */
  name: string
  /** The namespace its networks are of, as its refusals say (`bip122`, `solana`…). */
  namespace: string
  /** The namespace's client: `siwbSiwx`, `siwsSiwx`… */
  create(options: ServerSiwxOptions): SiwxConfig
  /** The error class of the client's failures (a subclass of `ServerSiwxError`). */
  errorClass: abstract new (
    ...args: never[]
  ) => Error
  /** The message factory: the text a wallet of the namespace signs. */
  createMessage(fields: SiwxMessageFields): SiwxMessage
  /** What the client stores for a signed text: its parser and session data together. */
  sessionData(message: string): Omit<SiwxMessage, 'toString'>
  /** An account of the namespace and the network it signs in on. */
  address: string
  chainId: CaipNetworkId
  /** A signature as the namespace's wallets give it (its shape only matters). */
  signature: string
  /** Networks the client refuses without asking the server (another namespace's at least). */
  foreignNetworks: readonly CaipNetworkId[]
  /** Another account of the same network, whose sessions are not the account's. */
  otherAddress: string
}

const page = { host: 'shop.example', origin: 'https://shop.example' }
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const serverUrl = 'https://latch.example'
const now = '2030-01-01T12:00:00.000Z'

/** The `fetch` of a sign-in server whose every answer is `body`, with `status`. */
const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => Response.json(body, { status }))

/**
 * What every namespace's server SIWX client (core's `createServerSiwx` with a CAIP-122
 * profile) must do, for the namespace's own tests: the message it makes for the page and the
 * data the server reads back from it, its error class, the server's refusals, and which
 * stored sessions it returns for an account (malformed, expired, other domain, chain or
 * account left out). A namespace's own rules (address letter case, vectors) stay in its tests.
 *
 * @example
 * describeServerSiwxClient({ name: 'Bitcoin', namespace: 'bip122', create: siwbSiwx, ... })
 */
export function describeServerSiwxClient(options: ServerSiwxClientConformanceOptions): void {
  const { name, namespace, create, address, chainId } = options
  const signed = (fields: Partial<SiwxMessageFields> = {}) =>
    options
      .createMessage({
        accountAddress: address,
        chainId,
        domain: page.host,
        uri: page.origin,
        nonce,
        issuedAt: now,
        ...fields,
      })
      .toString()

  describe(`Sign-In with ${name}: the server client`, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(now))
    })
    afterEach(() => {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    })

    it(`default: a ${name} CAIP-122 message for the page, read back as the same data`, async () => {
      const fetch = answering({ nonce })
      const siwx = create({ serverUrl, projectId: 'shop', page, fetch })
      const message = await siwx.createMessage({ accountAddress: address, chainId })
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([
        `${serverUrl}/v1/siwx/nonce?projectId=shop`,
      ])
      expect(message.toString()).toBe(
        [
          `shop.example wants you to sign in with your ${name} account:`,
          address,
          '',
          'Sign in with your wallet.',
          '',
          'URI: https://shop.example',
          'Version: 1',
          `Chain ID: ${chainId.slice(chainId.indexOf(':') + 1)}`,
          `Nonce: ${nonce}`,
          `Issued At: ${now}`,
          'Expiration Time: 2030-01-02T12:00:00.000Z',
        ].join('\n'),
      )
      // What the server reads back is what core stores as the session's data.
      const { toString: _text, ...data } = message
      expect(options.sessionData(message.toString())).toEqual(data)
    })

    it(`behavior: failures are ${options.errorClass.name}s; networks are ${namespace} ones`, async () => {
      vi.stubGlobal('location', undefined)
      const fetch = answering({ nonce })
      const noPage = await create({ serverUrl, projectId: 'shop', fetch })
        .createMessage({ accountAddress: address, chainId })
        .catch((caught: unknown) => caught)
      expect(noPage).toBeInstanceOf(options.errorClass)
      expect(noPage).toMatchObject({ code: 'NO_PAGE' })
      const siwx = create({ serverUrl, projectId: 'shop', page, fetch })
      for (const network of options.foreignNetworks) {
        const refused = await siwx
          .revokeSession(network, address)
          .catch((caught: unknown) => caught)
        expect(refused).toBeInstanceOf(options.errorClass)
        expect(refused).toMatchObject({
          name: options.errorClass.name,
          message: `Sign-In with ${name} works on ${namespace} networks, not on ${network}`,
        })
      }
      expect(fetch).not.toHaveBeenCalled()
    })

    it(`behavior: a refusal is a ${options.errorClass.name} with the server’s status and code`, async () => {
      const reason = `The signature is not ${address}'s signature of the sign-in message`
      const siwx = create({
        serverUrl,
        projectId: 'shop',
        page,
        fetch: answering({ error: { code: 'invalid_signature', message: reason } }, 401),
      })
      const message = signed()
      const refused = await siwx
        .addSession({ data: options.sessionData(message), message, signature: options.signature })
        .catch((caught: unknown) => caught)
      expect(refused).toBeInstanceOf(options.errorClass)
      expect(refused).toMatchObject({
        message: `The sign-in server refused the request: ${reason}`,
        status: 401,
        serverCode: 'invalid_signature',
      })
    })

    it('behavior: getSessions returns the account’s valid sessions for the page and chain only', async () => {
      const good = signed({ expirationTime: '2030-01-01T13:00:00.000Z' })
      const fetch = answering({
        sessions: [
          { message: good, signature: 'sig1' },
          { message: 'not a sign-in message', signature: 'sig2' },
          { message: signed({ expirationTime: '2030-01-01T11:59:59Z' }), signature: 'sig3' },
          { message: signed({ domain: 'other.example' }), signature: 'sig4' },
          { message: signed({ accountAddress: options.otherAddress }), signature: 'sig5' },
        ],
      })
      const siwx = create({ serverUrl, projectId: 'shop', page, fetch })
      expect(await siwx.getSessions(chainId, address)).toEqual([
        {
          data: {
            accountAddress: address,
            chainId,
            domain: 'shop.example',
            uri: 'https://shop.example',
            version: '1',
            nonce,
            issuedAt: now,
            expirationTime: '2030-01-01T13:00:00.000Z',
          },
          message: good,
          signature: 'sig1',
        },
      ])
    })
  })
}
