import type { CaipNetworkId } from '@latch/core'
import type { CreateCaip122MessageParameters } from '@latch/core/internal'
import { expect } from 'vitest'
import type { SiwxRequestInit, siwxRoutesClient } from './siwxRoutesClient.js'
import { expectError, expectedSession, inAnHour } from './siwxRoutesClient.js'

/** The parameters every namespace's `create…SiwxMessage` of the adapters takes. */
export type SiwxMessageParameters = Omit<
  CreateCaip122MessageParameters,
  'accountAddress' | 'chainId'
> & { accountAddress: string; chainId: CaipNetworkId }

/** A key that signs sign-in texts as the namespace's wallets do. */
export type SiwxTestSigner = {
  address: string
  sign: (message: string) => string | Promise<string>
}

/**
 * One namespace's sign-in through the SIWX routes of `client`: its messages (made by the
 * adapter's `createMessage`, on `chainId` unless overridden, on the client's page, with a
 * fresh nonce and an hour to live), signed and posted; and the checks every namespace must
 * pass the same way, so that each route test file keeps only its namespace's own.
 *
 * @example
 * const { signIn } = siwxNamespaceClient({ client, createMessage: createBitcoinSiwxMessage, chainId })
 */
export function siwxNamespaceClient(parameters: {
  client: ReturnType<typeof siwxRoutesClient>
  createMessage: (parameters: SiwxMessageParameters) => { toString(): string }
  chainId: CaipNetworkId
}) {
  const { client, createMessage, chainId } = parameters

  /** The sign-in text of `address` on the page, with a fresh nonce. */
  async function messageFor(
    address: string,
    overrides: Partial<SiwxMessageParameters> = {},
  ): Promise<string> {
    return createMessage({
      accountAddress: address,
      chainId,
      ...(await client.signInFields()),
      expirationTime: inAnHour(),
      ...overrides,
    }).toString()
  }

  /** `signer`'s sign-in (of `overrides.accountAddress` when given), posted with `init`. */
  async function signIn(
    signer: SiwxTestSigner,
    overrides: Partial<SiwxMessageParameters> = {},
    init: SiwxRequestInit = {},
  ) {
    const message = await messageFor(overrides.accountAddress ?? signer.address, overrides)
    const body = { message, signature: await signer.sign(message) }
    return { body, response: await client.postSession(body, init) }
  }

  const sessionsPath = (address: string, chain: string = chainId) =>
    `/v1/siwx/sessions/${chain}/${address}`

  /**
   * A sign-in is bound to the page: a wrong domain or URI, or another page posting it, is
   * refused; the refusal spends the nonce.
   */
  async function expectBoundToPage(signer: SiwxTestSigner) {
    const wrongDomain = await signIn(signer, { domain: 'evil.example' })
    await expectError(
      wrongDomain.response,
      401,
      'sign_in_rejected',
      /for the domain evil\.example, but the request comes from https:\/\/shop\.example/,
    )
    await expectError(
      await client.postSession(wrongDomain.body),
      401,
      'invalid_nonce',
      /used before/,
    )
    const wrongUri = await signIn(signer, { uri: 'https://evil.example/login' })
    await expectError(wrongUri.response, 401, 'sign_in_rejected', /is not on the origin/)
    // Another page posting this page's sign-in.
    const elsewhere = await signIn(signer, {}, { origin: 'https://other.example' })
    await expectError(elsewhere.response, 401, 'sign_in_rejected', /for the domain shop\.example/)
  }

  /** A sign-in that became a session cannot be posted again: its nonce is spent. */
  async function expectNonceSpentOnce(signer: SiwxTestSigner) {
    const { body, response } = await signIn(signer)
    expect(response.status).toBe(201)
    await expectError(
      await client.postSession(body),
      401,
      'invalid_nonce',
      /^The nonce of the sign-in message was used before; ask for a new one$/,
    )
  }

  /**
   * `signer`'s sign-in becomes a session: answered with a sign-out token and the session of
   * the message, which is then listed under the address. Returns the session and the listing,
   * for the namespace's own checks of how its addresses are written.
   */
  async function expectSessionOf(signer: SiwxTestSigner) {
    const { body, response } = await signIn(signer)
    expect(response.status).toBe(201)
    const { signOutToken, ...session } = await response.json()
    expect(signOutToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session).toEqual(
      expectedSession({
        chainId,
        accountAddress: signer.address,
        body,
        expirationTime: session.data.expirationTime,
      }),
    )
    const listed = await (await client.request(sessionsPath(signer.address))).json()
    expect(listed.sessions).toContainEqual(session)
    return { session, listed }
  }

  /**
   * Signatures not the visitor's own of its message are refused: the `stranger`'s of the
   * visitor's message, `other`'s of another text than the one posted, and the stranger's of
   * its own sign-in posted with the visitor's message; none makes the stranger a session.
   */
  async function expectForeignSignaturesRefused(signers: {
    visitor: SiwxTestSigner
    other: SiwxTestSigner
    stranger: SiwxTestSigner
  }) {
    const { visitor, other, stranger } = signers
    const message = await messageFor(visitor.address)
    const byAnother = await client.postSession({ message, signature: await stranger.sign(message) })
    await expectError(
      byAnother,
      401,
      'invalid_signature',
      new RegExp(`^The signature is not ${visitor.address}'s signature of the sign-in message$`),
    )
    const next = await messageFor(other.address)
    const ofAnotherText = await client.postSession({
      message: next,
      signature: await other.sign(`${next}\n`),
    })
    await expectError(ofAnotherText, 401, 'invalid_signature', /signature of the sign-in message/)
    // The stranger's signature of its own sign-in, posted with the visitor's message.
    const visitors = await messageFor(visitor.address)
    const strangers = await messageFor(stranger.address)
    const swapped = await client.postSession({
      message: visitors,
      signature: await stranger.sign(strangers),
    })
    await expectError(swapped, 401, 'invalid_signature')
    const sessions = await client.request(sessionsPath(stranger.address))
    expect(await sessions.json()).toEqual({ sessions: [] })
  }

  return {
    messageFor,
    signIn,
    sessionsPath,
    expectSessionOf,
    expectForeignSignaturesRefused,
    expectBoundToPage,
    expectNonceSpentOnce,
  }
}
