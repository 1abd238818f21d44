import type { SolanaTestWallet, TestWallet } from '@latch/test-wallets'
import { ProviderRpcError, providerErrorCodes } from '@latch/test-wallets'
import { invalidParams } from '@latch/test-wallets/internal'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'

/** A Solana cluster as WalletConnect names it (CAIP-2) and the test wallet signs for it. */
export type MobileWalletSolanaNetwork = Pick<SolanaDevnetInfo, 'chainId' | 'walletChain' | 'rpcUrl'>

/** A request over a session, as sign-client hands it to the wallet. */
export type MobileWalletRequest = {
  /** CAIP-2: the chain the site asks the wallet to act on. */
  chainId: string
  method: string
  params?: unknown
}

export type MobileWalletSigners = {
  evm: TestWallet | undefined
  solana: SolanaTestWallet | undefined
  solanaNetworks: readonly MobileWalletSolanaNetwork[]
}

const fromBase58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))
const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

function unsupported(method: string, chainId: string): ProviderRpcError {
  return new ProviderRpcError(
    providerErrorCodes.unsupportedMethod,
    `The test mobile wallet does not support ${method} on ${chainId}`,
  )
}

function fieldOf(params: unknown, name: string): unknown {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams(`Expected the params as an object with ${name}`)
  }
  return (params as Record<string, unknown>)[name]
}

function stringField(params: unknown, name: string): string {
  const value = fieldOf(params, name)
  if (typeof value !== 'string' || value === '') throw invalidParams(`${name} must be a string`)
  return value
}

/** The bytes `text` stands for, or -32602 naming `what` is not encoded as it should be. */
function bytesOf(parse: (text: string) => Uint8Array, text: string, what: string): Uint8Array {
  try {
    return parse(text)
  } catch {
    throw invalidParams(`${what} is not encoded as expected`)
  }
}

/** The signature `address` put on a signed wire transaction, in base58. */
function signatureOf(wire: Uint8Array, address: string): string {
  const signature = getTransactionDecoder().decode(wire).signatures[address as never]
  if (!signature) throw invalidParams(`The transaction carries no signature of ${address}`)
  return toBase58(signature)
}

/**
 * Answers a session request as a phone wallet does, by signing for real: `eip155` methods go
 * to the EVM test wallet on the chain asked (reads and sends to its local node), Solana's
 * WalletConnect methods to the Solana test wallet — `solana_signMessage` (base58 message in,
 * `{ signature }` base58 out), `solana_signTransaction` (base64 in, `{ signature, transaction }`
 * out), `solana_signAllTransactions` and `solana_signAndSendTransaction` (`{ signature }`).
 * A refusal of the user (`rejectNext` on a test wallet) throws 4001, as the wallets do.
 *
 * @example
 * const answer = mobileWalletRequests({ evm, solana, solanaNetworks: [devnet.solana] })
 * await answer({ chainId: 'eip155:31337', method: 'personal_sign', params: [message, address] })
 */
export function mobileWalletRequests({ evm, solana, solanaNetworks }: MobileWalletSigners) {
  async function answerEvm(chainId: string, method: string, params: unknown) {
    if (!evm) throw unsupported(method, chainId)
    const id = Number(chainId.slice('eip155:'.length))
    // A session spans chains, and each request names its own: the wallet acts on that one
    // (a phone wallet does so without moving the chain it shows).
    if (evm.chainId !== id) evm.setChainId(id)
    const request = evm.request as (args: { method: string; params?: unknown }) => Promise<unknown>
    return request(params === undefined ? { method } : { method, params })
  }

  function solanaAccount(method: string, chainId: string) {
    const network = solanaNetworks.find((candidate) => candidate.chainId === chainId)
    const account = solana?.accounts[0]
    if (!solana || !network) throw unsupported(method, chainId)
    if (!account) {
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'The wallet is not connected')
    }
    return { solana, account, chain: network.walletChain as IdentifierString }
  }

  async function answerSolana(chainId: string, method: string, params: unknown) {
    const { solana: wallet, account, chain } = solanaAccount(method, chainId)
    const sign = (transactions: string[]) =>
      wallet.features['solana:signTransaction'].signTransaction(
        ...transactions.map((transaction) => ({
          account: account as WalletAccount,
          chain,
          transaction: bytesOf(fromBase64, transaction, 'transaction'),
        })),
      )
    switch (method) {
      case 'solana_signMessage': {
        if (stringField(params, 'pubkey') !== account.address) {
          throw new ProviderRpcError(
            providerErrorCodes.unauthorized,
            `${String(fieldOf(params, 'pubkey'))} is not the wallet's account`,
          )
        }
        const message = bytesOf(fromBase58, stringField(params, 'message'), 'message')
        const [signed] = await wallet.features['solana:signMessage'].signMessage({
          account,
          message,
        })
        return { signature: toBase58((signed as { signature: Uint8Array }).signature) }
      }
      case 'solana_signTransaction': {
        const [signed] = await sign([stringField(params, 'transaction')])
        const wire = (signed as { signedTransaction: Uint8Array }).signedTransaction
        return { signature: signatureOf(wire, account.address), transaction: toBase64(wire) }
      }
      case 'solana_signAllTransactions': {
        const transactions = fieldOf(params, 'transactions')
        if (
          !Array.isArray(transactions) ||
          !transactions.every((item) => typeof item === 'string')
        ) {
          throw invalidParams('transactions must be base64 strings')
        }
        const signed = await sign(transactions)
        return {
          transactions: signed.map(({ signedTransaction }) => toBase64(signedTransaction)),
        }
      }
      case 'solana_signAndSendTransaction': {
        const transaction = bytesOf(fromBase64, stringField(params, 'transaction'), 'transaction')
        const options = fieldOf(params, 'options') as
          | SolanaSignAndSendTransactionOptions
          | undefined
        const [sent] = await wallet.features[
          'solana:signAndSendTransaction'
        ].signAndSendTransaction({
          account,
          chain,
          transaction,
          ...(options === undefined ? {} : { options }),
        })
        return { signature: toBase58((sent as { signature: Uint8Array }).signature) }
      }
      default:
        throw unsupported(method, chainId)
    }
  }

  return async function answer({ chainId, method, params }: MobileWalletRequest): Promise<unknown> {
    if (chainId.startsWith('eip155:')) return answerEvm(chainId, method, params)
    if (chainId.startsWith('solana:')) return answerSolana(chainId, method, params)
    throw unsupported(method, chainId)
  }
}
