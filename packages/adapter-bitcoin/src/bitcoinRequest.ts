import { AdapterError } from '@latch/core'
import type { BitcoinAccount } from './bitcoinAccount.js'
import type { PsbtSigningInputs } from './bitcoinSigner.js'
import { base64ToBytes, bytesToBase64 } from './signerSupport.js'

export type HandleBitcoinRequestParameters = {
  method: string
  params: unknown
  accounts: readonly BitcoinAccount[]
  signMessage(address: string, message: string): Promise<string>
  signPsbt(psbt: Uint8Array, inputs: readonly PsbtSigningInputs[]): Promise<Uint8Array>
  /** Finalizes and broadcasts a signed PSBT; resolves with the txid. */
  broadcastPsbt(psbt: Uint8Array): Promise<string>
  sendTransfer(from: string, to: string, amount: bigint): Promise<string>
}

function invalid(method: string, reason: string): AdapterError {
  return new AdapterError('NOT_SUPPORTED', {
    values: { capability: `${method} with ${reason}`, namespace: 'bip122' },
  })
}

function stringField(method: string, params: Record<string, unknown>, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value === '') throw invalid(method, `no ${name}`)
  return value
}

/** The payment account, which pays and signs when a request names no address. */
function paymentAccount(accounts: readonly BitcoinAccount[]): BitcoinAccount {
  const account = accounts.find((candidate) => candidate.type === 'payment') ?? accounts[0]
  if (!account) throw new AdapterError('NOT_CONNECTED')
  return account
}

/**
 * Runs one of WalletConnect's Bitcoin RPC methods (`getAccountAddresses`, `signMessage`,
 * `signPsbt`, `sendTransfer`) with the connected wallet, whatever protocol it speaks, so that
 * a site speaks one protocol to every Bitcoin wallet: its parameters and answer shaped as that
 * RPC has them: base64 PSBTs, satoshi amounts as decimal strings, `signInputs` as
 * `{ address, index }`.
 */
export async function handleBitcoinRequest({
  method,
  params: rawParams,
  accounts,
  signMessage,
  signPsbt,
  broadcastPsbt,
  sendTransfer,
}: HandleBitcoinRequestParameters): Promise<unknown> {
  const params = (typeof rawParams === 'object' && rawParams !== null ? rawParams : {}) as Record<
    string,
    unknown
  >
  switch (method) {
    case 'getAccountAddresses':
      return accounts.map(({ address, publicKey, path, type }) => ({
        address,
        publicKey,
        ...(path ? { path } : {}),
        intention: type === 'ordinal' ? 'ordinal' : 'payment',
      }))
    case 'signMessage': {
      const message = stringField(method, params, 'message')
      const address =
        typeof params.address === 'string' ? params.address : paymentAccount(accounts).address
      return { address, signature: await signMessage(address, message) }
    }
    case 'signPsbt': {
      const psbt = base64ToBytes(stringField(method, params, 'psbt'))
      const signInputs = Array.isArray(params.signInputs) ? params.signInputs : []
      const byAddress = new Map<string, number[]>()
      for (const input of signInputs as { address?: unknown; index?: unknown }[]) {
        if (typeof input?.address !== 'string' || !Number.isInteger(input.index)) {
          throw invalid(method, 'a signInput without address and index')
        }
        byAddress.set(input.address, [
          ...(byAddress.get(input.address) ?? []),
          input.index as number,
        ])
      }
      const signed = await signPsbt(
        psbt,
        [...byAddress].map(([address, signingIndexes]) => ({ address, signingIndexes })),
      )
      const answer = { psbt: bytesToBase64(signed) }
      return params.broadcast === true ? { ...answer, txid: await broadcastPsbt(signed) } : answer
    }
    case 'sendTransfer': {
      const to = stringField(method, params, 'recipientAddress')
      const amount = stringField(method, params, 'amount')
      if (!/^[1-9][0-9]*$/.test(amount)) throw new AdapterError('INVALID_AMOUNT')
      const from =
        typeof params.account === 'string' ? params.account : paymentAccount(accounts).address
      return { txid: await sendTransfer(from, to, BigInt(amount)) }
    }
    default:
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: method, namespace: 'bip122' },
      })
  }
}
