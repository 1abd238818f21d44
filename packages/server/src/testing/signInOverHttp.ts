import type { CaipNetworkId } from '@latch/core'
import { expect } from 'vitest'
import type { SiwxMessageParameters, SiwxTestSigner } from './siwxNamespaceClient.js'
import { sdkQuery } from './testDatabase.js'

/** The local page the contract tests sign in from: project `shop` allows it. */
const localPage = { origin: 'http://localhost:5173', host: 'localhost:5173' }

/**
 * Signs `signer` in on `chainId` at the listening server `url` over real HTTP, as a site on
 * the local page does (a nonce of project `shop`, the message made by the namespace's
 * `createMessage`, signed and posted), and expects the session of its account on the chain:
 * the check each chain's contract makes that the server serves its sign-in once `chainRpc`
 * configures the chain.
 */
export async function expectSignInOverHttp(parameters: {
  url: string
  createMessage: (parameters: SiwxMessageParameters) => { toString(): string }
  chainId: CaipNetworkId
  signer: SiwxTestSigner
}) {
  const { url, createMessage, chainId, signer } = parameters
  const { nonce } = await (await fetch(`${url}/v1/siwx/nonce?${sdkQuery('shop')}`)).json()
  const message = createMessage({
    accountAddress: signer.address,
    chainId,
    domain: localPage.host,
    uri: localPage.origin,
    nonce,
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  }).toString()
  const response = await fetch(`${url}/v1/siwx/sessions?${sdkQuery('shop')}`, {
    method: 'POST',
    headers: { origin: localPage.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await signer.sign(message) }),
  })
  expect(response.status).toBe(201)
  expect(await response.json()).toMatchObject({
    account: `${chainId}:${signer.address}`,
    chainId,
  })
}
