import { createWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import type { FarcasterConfig } from '../config/farcasterConfig.js'
import { FarcasterSignInError, idRegistryConnector } from './farcasterSignIn.js'

/** What a sign-in link carries (the relay's channel and the message it asks to sign). */
export type FarcasterSignInRequest = {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
}

/** The wallet side of a sign-in, as the Farcaster app plays it, with one account. */
export type DevelopmentFarcasterWallet = {
  /**
   * Signs the Sign In With Farcaster message `request` asks for with the custody key, as its
   * fid (read from the ID registry) named `userName`, and posts it to the relay's
   * authenticate route.
   *
   * @throws {FarcasterSignInError} when the key has no fid or the relay refuses.
   */
  approve(request: FarcasterSignInRequest, userName: string): Promise<void>
}

/**
 * The development stand-in for the Farcaster app (the `/dev/farcaster` page): a custody key
 * registered on the local ID registry, and the local relay's key. The server's side of the
 * sign-in stays the real one: it reads and verifies what this posts, as it would the app's.
 */
export function createDevelopmentFarcasterWallet(
  config: FarcasterConfig & { developmentWallet: { custodyKey: `0x${string}`; relayKey: string } },
): DevelopmentFarcasterWallet {
  const account = privateKeyToAccount(config.developmentWallet.custodyKey)
  const ethereum = idRegistryConnector(config.rpcUrl, config.idRegistry)
  const wallet = createWalletClient({ relay: config.relayUrl, ethereum })
  return {
    async approve(request, userName) {
      const fid = Number(await ethereum.getFid(account.address))
      if (fid === 0) {
        throw new FarcasterSignInError(
          `the development custody address ${account.address} has no fid on the ID registry`,
        )
      }
      const built = wallet.buildSignInMessage({
        address: account.address,
        fid,
        uri: request.siweUri,
        domain: request.domain,
        nonce: request.nonce,
        ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
        ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
        ...(request.requestId ? { requestId: request.requestId } : {}),
      })
      if (built.isError) {
        throw new FarcasterSignInError(`cannot build the message: ${built.error?.message}`)
      }
      const signature = await account.signMessage({ message: built.message })
      const sent = await wallet.authenticate({
        channelToken: request.channelToken,
        authKey: config.developmentWallet.relayKey,
        message: built.message,
        signature,
        fid,
        username: userName,
      })
      // The library hands back any answer: 201 is the relay's yes.
      if (sent.isError || sent.response.status !== 201) {
        throw new FarcasterSignInError(
          `the relay refused: ${sent.error?.message ?? sent.response.status}`,
        )
      }
    },
  }
}
