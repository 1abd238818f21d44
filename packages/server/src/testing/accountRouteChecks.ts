import { expect } from 'vitest'
import { listenTestService } from './listeningTestServer.js'
import { sdkQuery } from './testDatabase.js'

/**
 * A request of the account routes the server must refuse: its path (with or without a query),
 * the field the refusal names, and a text its message holds.
 */
export type RefusedAccountRequest = [path: string, field: string, text: string]

/**
 * Expects each of `cases`, sent to the server at `url` with the SDK's query, to be a 400
 * `invalid_request` on its field, with its text: the checks every chain's contract makes of
 * the parameters it refuses, each case named by its path when it fails.
 */
export async function expectInvalidAccountRequests(url: string, cases: RefusedAccountRequest[]) {
  for (const [path, field, text] of cases) {
    const response = await fetch(`${url}${path}${path.includes('?') ? '&' : '?'}${sdkQuery()}`)
    expect(response.status, path).toBe(400)
    const { error } = await response.json()
    expect(error, path).toMatchObject({ code: 'invalid_request', field })
    expect(error.message, path).toContain(text)
  }
}

/**
 * Expects the balance and the history of `account` on `chainId` to be a 502
 * `chain_unavailable` from a server whose RPC of the chain, `rpcUrl`, does not answer.
 */
export async function expectChainUnavailable(parameters: {
  chainId: string
  rpcUrl: string
  account: string
}) {
  const { chainId, rpcUrl, account } = parameters
  // Through HTTP, as the contracts reach their server: in the cluster run, on its processes.
  const broken = await listenTestService({ chainRpc: { [chainId]: rpcUrl }, indexerPollMs: false })
  try {
    for (const path of ['balance', 'history']) {
      const response = await fetch(
        `${broken.url}/v1/account/${account}/${path}?chainId=${chainId}&${sdkQuery()}`,
      )
      expect(response.status, path).toBe(502)
      expect((await response.json()).error, path).toMatchObject({
        code: 'chain_unavailable',
        message: `The RPC of ${chainId} did not answer; try again later`,
      })
    }
  } finally {
    await broken.close()
  }
}
