import {
  parseSiweMessage,
  SiweError,
  type SiweMessageFields,
  verifySiweMessage,
} from '@latch/adapter-evm'
import type { Hex } from 'viem'
import type { ChainClients } from '../chains/chainClient.js'
import { RequestError } from '../http/requestError.js'
import {
  invalidMessage,
  invalidSignatureFormat,
  readClaim,
  type SignInClaim,
  type SignInProfile,
  sharedRefusal,
} from './signInProfile.js'

// 65-byte ECDSA, or longer for contract accounts (ERC-1271, ERC-6492).
const hexSignature = /^0x[0-9a-fA-F]{130,8192}$/

function claimOf(fields: SiweMessageFields): SignInClaim {
  const { address, chainId, scheme, ...rest } = fields
  const caipChainId = `eip155:${chainId}` as const
  return {
    chainId: caipChainId,
    address,
    addressKey: address.toLowerCase(),
    domain: fields.domain,
    uri: fields.uri,
    // EIP-4361: a message without a scheme is for https.
    scheme: (scheme ?? 'https').toLowerCase(),
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    data: { ...rest, accountAddress: address, chainId: caipChainId },
  }
}

/**
 * Sign-In with Ethereum (EIP-4361) for eip155 accounts, with adapter-evm's parser and
 * verifier: offline for a key, through the chain for a contract account (ERC-1271, ERC-6492),
 * so only on the chains the server has an RPC for.
 */
export function siweSignIn(clients: ChainClients): SignInProfile {
  return {
    read: (message) => readClaim(message, parseSiweMessage, SiweError, claimOf),

    checkSignatureFormat(signature) {
      if (!hexSignature.test(signature)) throw invalidSignatureFormat('must be a 0x hex signature')
    },

    serves: (chainId) => clients.has(chainId),

    async verify({ message, signature, claim, domain, now }) {
      const client = clients.get(claim.chainId)
      try {
        await verifySiweMessage({
          message,
          signature: signature as Hex,
          domain,
          nonce: claim.nonce,
          chainId: Number(claim.chainId.slice('eip155:'.length)),
          time: now,
          // Asked when ecrecover does not give the address: ERC-1271 and ERC-6492 accounts.
          ...(client ? { publicClient: client } : {}),
        })
      } catch (error) {
        if (!(error instanceof SiweError)) throw error
        switch (error.code) {
          case 'INVALID_SIGNATURE':
            throw invalidSignatureFormat(error.message)
          case 'SIGNATURE_CHECK_FAILED':
            throw new RequestError(
              502,
              'chain_unavailable',
              `Chain ${claim.chainId} did not answer the signature check; try again`,
            )
          default:
            throw sharedRefusal(error, claim) ?? invalidMessage(error)
        }
      }
    },
  }
}
