import { type AppClient, type CreateClientArgs, createAppClient } from '@farcaster/auth-client'
import { type Address, createPublicClient, http, parseAbi } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import type { FarcasterConfig } from '../config/farcasterConfig.js'

/** A channel opened for one sign-in: what checking it needs, kept by the server only. */
export type FarcasterChannel = {
  /** The relay's secret for this channel: whoever holds it reads the signed message. */
  channelToken: string
  nonce: string
  domain: string
}

/** Where a channel stands: still waiting for the Farcaster app, or signed in as an account. */
export type FarcasterChannelState =
  | { state: 'pending' }
  | { state: 'completed'; fid: number; userName: string | undefined }

/** Why a Farcaster sign-in failed, for the log; the visitor reads the catalogue's text. */
export class FarcasterSignInError extends Error {
  override readonly name = 'FarcasterSignInError'
}

export type FarcasterSignIn = {
  /**
   * Opens a channel on the relay for a sign-in on the page of `origin`: the Farcaster app
   * signs a message for its host, with a nonce of ours. `url` is what the modal shows.
   */
  open(origin: string): Promise<FarcasterChannel & { url: string }>
  /**
   * Asks the relay where `channel` stands; once completed, verifies the signed message (our
   * nonce, our domain, a signature by the custody address of its fid on the ID registry).
   *
   * @throws {FarcasterSignInError} when the relay refuses (an unknown or expired channel) or
   * the message does not verify.
   */
  check(channel: FarcasterChannel): Promise<FarcasterChannelState>
}

/** What the library reads the chain with (its type is not exported by name). */
type EthereumConnector = CreateClientArgs['ethereum']

const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

/**
 * Reads fids from the ID registry at `idRegistry` through `rpcUrl` (the library's own
 * connector has Optimism's addresses built in, so could not read a stand-in).
 */
export function idRegistryConnector(rpcUrl: string, idRegistry: Address): EthereumConnector {
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  return {
    publicClient,
    getFid: (custody) =>
      publicClient.readContract({
        address: idRegistry,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      }),
    // Only custody signatures are asked for (`acceptAuthAddress: false`): never consulted.
    isValidAuthAddress: async () => false,
  }
}

function refusal(response: Response, data: unknown): string {
  const error = (data as { error?: unknown } | null)?.error
  return `${response.status} ${typeof error === 'string' ? error : ''}`.trim()
}

/** Sign In With Farcaster through `@farcaster/auth-client`, on the configured relay and registry. */
export function createFarcasterSignIn(config: FarcasterConfig): FarcasterSignIn {
  const client: AppClient = createAppClient({
    relay: config.relayUrl,
    ethereum: idRegistryConnector(config.rpcUrl, config.idRegistry),
  })
  return {
    async open(origin) {
      const { host: domain } = new URL(origin)
      const nonce = generateSiweNonce()
      const created = await client.createChannel({
        siweUri: origin,
        domain,
        nonce,
        // The custody address signs: the one the ID registry names for the fid.
        acceptAuthAddress: false,
      })
      // The library hands back any answer the relay gives: its status says whether it is one.
      if (created.isError || created.response.status !== 201) {
        throw new FarcasterSignInError(
          `the relay refused a channel: ${created.error?.message ?? refusal(created.response, created.data)}`,
        )
      }
      return { channelToken: created.data.channelToken, url: created.data.url, nonce, domain }
    },
    async check({ channelToken, nonce, domain }) {
      const status = await client.status({ channelToken })
      if (status.isError) {
        throw new FarcasterSignInError(`the relay refused the channel: ${status.error?.message}`)
      }
      const { data, response } = status
      // 202 while the app has not signed; 200 once (the relay closes it then); 401 unknown.
      if (response.status === 202) return { state: 'pending' }
      if (response.status !== 200 || data.state !== 'completed') {
        throw new FarcasterSignInError(`the relay refused the channel: ${refusal(response, data)}`)
      }
      if (data.message === undefined || data.signature === undefined) {
        throw new FarcasterSignInError('the relay completed the channel without a signed message')
      }
      const verified = await client.verifySignInMessage({
        nonce,
        domain,
        message: data.message,
        signature: data.signature,
        acceptAuthAddress: false,
      })
      if (verified.isError || !verified.success) {
        throw new FarcasterSignInError(
          `the signed message does not verify: ${verified.error?.message ?? 'rejected'}`,
        )
      }
      // The relay's account data is unsigned: only its name is shown, and only for the
      // fid the signature proves.
      return {
        state: 'completed',
        fid: verified.fid,
        userName: data.fid === verified.fid ? data.username : undefined,
      }
    },
  }
}
