// The send form's rules, read by the send machine (send.ts) and by the state a UI renders: the
// one place an amount, a receiver and a token are checked (SPEC.md §5, §8 "Send").
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { SendError } from '../errors/send.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Nft, TokenBalance } from '../services/blockchainSchemas.js'
import { isAddress } from '../validation/address.js'
import { type AmountProblem, amountProblem } from '../validation/amount.js'

/** The token to send: a token balance (SPEC.md §3); native tokens have no address. */
export type SendToken = {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  address?: string | undefined
  /** `numeric` is what the account holds, `''` when it is not known. */
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | undefined
  /**
   * One token of the collection at `address` (an NFT): sent whole, so its quantity is
   * `{ decimals: '0', numeric: '1' }`.
   */
  tokenId?: string | undefined
}

/** What a form shows under a field that cannot go out; the UI words each. */
export type SendProblems = {
  amount?: AmountProblem | undefined
  receiver?: 'invalidAddress' | undefined
}

/** The form's fields as the rules read them. */
export type SendFormFields = {
  namespace: ChainNamespace
  network: CaipNetwork | undefined
  /** The chosen token; `undefined` is the network's coin. */
  token: SendToken | undefined
  sendTokenAmount: string
  receiverAddress: string
  /** The namespaces whose adapter can send (their capabilities). */
  sendable: readonly ChainNamespace[]
  /** The account's balances on the network, once read. */
  balances: readonly TokenBalance[] | undefined
}

/** The network's coin as a token, with its balance where the balances list it. */
function nativeToken(
  network: CaipNetwork | undefined,
  balances: readonly TokenBalance[] | undefined,
): SendToken | undefined {
  if (!network) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  const held = balances?.find(
    (balance) => balance.address === undefined && balance.chainId === network.caipNetworkId,
  )
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: held?.quantity.numeric ?? '' },
  }
}

/**
 * An NFT the account holds (`/v1/account/{address}/nfts`) as the send form's token: the
 * collection's contract with the token's id, sent whole (amount 1).
 *
 * @example
 * await editSend(latch, { token: nftSendToken(nft), amount: '1' })
 */
export function nftSendToken(nft: Nft): SendToken {
  return {
    name: nft.name,
    symbol: nft.collection.symbol,
    chainId: nft.chainId,
    address: nft.contract,
    tokenId: nft.tokenId,
    quantity: { decimals: '0', numeric: '1' },
    ...(nft.image ? { iconUrl: nft.image } : {}),
  }
}

/** A token given by contract or mint (`sendTokens`) as the form holds it, on `network`. */
export function sendTokenOf(
  token: { address: string; decimals: number; symbol: string },
  network: CaipNetwork | undefined,
): SendToken {
  return {
    name: token.symbol,
    symbol: token.symbol,
    chainId: network?.caipNetworkId ?? '',
    address: token.address,
    quantity: { decimals: String(token.decimals), numeric: '' },
  }
}

/** The token the form sends: the chosen one, else the network's coin. */
export function formToken(fields: SendFormFields): SendToken | undefined {
  return fields.token ?? nativeToken(fields.network, fields.balances)
}

/**
 * The tokens a visitor chooses between: the network's coin first (always offered, with no
 * known balance when the balances do not list it), then the other balances.
 */
export function sendTokenOptions(
  network: CaipNetwork | undefined,
  balances: readonly TokenBalance[] | undefined,
): SendToken[] {
  const native = nativeToken(network, balances)
  const listed = (balances ?? []).filter((balance) => balance.address !== undefined)
  return native ? [native, ...listed] : listed
}

const usableDecimals = (token: SendToken) => {
  const decimals = Number(token.quantity.decimals)
  return Number.isInteger(decimals) && decimals >= 0 ? decimals : undefined
}

/**
 * What stands under each field as the visitor types: an amount that is no amount of the token
 * or more than it holds, a receiver that is no address of the namespace. Empty fields are no
 * problem yet (the form waits).
 */
export function sendProblems(fields: SendFormFields): SendProblems {
  const token = formToken(fields)
  const amount = amountProblem(fields.sendTokenAmount.trim(), {
    decimals: token ? usableDecimals(token) : undefined,
    balance: token?.quantity.numeric || undefined,
  })
  const receiver = fields.receiverAddress.trim()
  return {
    ...(amount ? { amount } : {}),
    ...(receiver && !isAddress(receiver, fields.namespace)
      ? { receiver: 'invalidAddress' as const }
      : {}),
  }
}

/**
 * Why the send cannot start, in the order of SPEC.md §5 and §8: an amount and a receiver, a
 * token Latch can use, a namespace that sends, then the field problems; `undefined` when it
 * can.
 *
 * @example
 * validateSend({ ...fields, sendTokenAmount: '' })?.message // 'An amount and receiver address are required'
 */
export function validateSend(fields: SendFormFields): SendError | undefined {
  const amount = fields.sendTokenAmount.trim()
  const receiver = fields.receiverAddress.trim()
  if (!amount || !receiver) return new SendError('AMOUNT_AND_RECEIVER_REQUIRED')
  const token = formToken(fields)
  // A token given without an address is none Latch can use (`undefined` is the coin).
  if (!token || usableDecimals(token) === undefined || fields.token?.address === '') {
    return new SendError('TOKEN_REQUIRED')
  }
  if (!fields.network || !fields.sendable.includes(fields.namespace)) {
    return new SendError('UNSUPPORTED_CHAIN')
  }
  const problems = sendProblems(fields)
  if (problems.amount) {
    return new SendError('AMOUNT_AND_RECEIVER_REQUIRED', {
      details:
        problems.amount === 'insufficientBalance'
          ? `${amount} ${token.symbol} is more than the account holds`
          : `"${amount}" is not a positive amount with at most ${token.quantity.decimals} decimals`,
    })
  }
  if (problems.receiver) {
    return new SendError('AMOUNT_AND_RECEIVER_REQUIRED', {
      details: `"${receiver}" is not an address on ${fields.namespace}`,
    })
  }
  return undefined
}
