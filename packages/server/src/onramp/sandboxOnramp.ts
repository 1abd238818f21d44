import { randomBytes, randomUUID } from 'node:crypto'
import { getAddress } from 'viem'
import { chainUnavailable } from '../blockchain/accountParameters.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import {
  onrampOrderTtlMs,
  onrampPaymentBoundsCents,
  onrampPaymentCurrencies,
  onrampPaymentMethodLimits,
} from './onrampDefaults.js'
import { findOnrampOrder, insertOnrampOrder } from './onrampOrderStore.js'
import type { OnrampPrices } from './onrampPrices.js'
import type { OnrampOptionsAnswer, OnrampProvider, OnrampQuoteRequest } from './onrampProvider.js'
import {
  AmountTooSmallError,
  formatCents,
  type OnrampQuoteFigures,
  onrampQuoteFigures,
  parseCents,
} from './onrampQuote.js'
import { networkDisplayName, type PurchaseAsset } from './purchaseAssets.js'

/** Gas of the payout: a plain Ether transfer, and an ERC-20 `transfer` to a new holder. */
const payoutGas = Object.freeze({ native: 21_000n, token: 65_000n })

/** Where the visitor pays for an order: a page of this server. */
const sandboxOrderPath = (orderId: string): string =>
  `/onramp/sandbox/${encodeURIComponent(orderId)}`

export type SandboxOnrampParameters = {
  db: Queryable
  /** What the sandbox sells: only on test chains (`isSandboxNetwork`). */
  assets: readonly PurchaseAsset[]
  clients: ChainClients
  prices: OnrampPrices
  /** USD for one EUR. */
  eurUsdRate: number
  now?: () => Date
}

/** The sandbox quotes with the asset it quoted: what an order stores and sends. */
export type SandboxQuote = OnrampQuoteFigures & { asset: PurchaseAsset }

export type SandboxOnramp = OnrampProvider & {
  /** The figures of a quote, with the asset (the order and the tests use them). */
  quoteFigures(request: OnrampQuoteRequest): Promise<SandboxQuote>
}

function invalid(field: string, message: string): RequestError {
  return new RequestError(
    400,
    'invalid_request',
    `Invalid body field "${field}": ${message}`,
    field,
  )
}

/**
 * The onramp provider served by this server, for test chains: quotes with real arithmetic
 * (1.5 % provider fee, the network fee from the chain's gas price, the token's price from the
 * price source; EUR at a fixed rate), and orders whose page (`/onramp/sandbox/{orderId}`) takes
 * the test card and sends the tokens from a funded account (`sandboxRoutes`).
 *
 * @example
 * const onramp = createSandboxOnramp({ db, assets, clients, prices, eurUsdRate: 1.08 })
 * await onramp.quote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300.00', network: 'eip155:31337' })
 */
export function createSandboxOnramp(parameters: SandboxOnrampParameters): SandboxOnramp {
  const { db, assets, clients, prices, eurUsdRate, now = () => new Date() } = parameters

  async function quoteFigures(request: OnrampQuoteRequest): Promise<SandboxQuote> {
    const onNetwork = assets.filter((asset) => asset.network === request.network)
    if (onNetwork.length === 0) {
      throw invalid('network', `the onramp does not sell on ${request.network}`)
    }
    const asset = onNetwork.find((candidate) => candidate.currency === request.purchaseCurrency)
    if (!asset) {
      throw invalid(
        'purchaseCurrency',
        `${request.purchaseCurrency} is not sold on ${request.network} (${onNetwork.map((a) => a.currency).join(', ')} are)`,
      )
    }
    const totalCents = parseCents(request.amount)
    const { min, max } = onrampPaymentBoundsCents
    if (totalCents < min || totalCents > max) {
      throw invalid('amount', `must be from ${formatCents(min)} to ${formatCents(max)}`)
    }
    const unavailable = (what: string) =>
      new RequestError(
        503,
        'price_unavailable',
        `No price for ${what} on ${asset.network}: the onramp cannot quote it now`,
      )
    let tokenUsd: number | undefined
    let nativeUsd: number | undefined
    try {
      ;[tokenUsd, nativeUsd] = await Promise.all([
        prices.usdPrice(asset.network, asset.token),
        prices.usdPrice(asset.network, 'native'),
      ])
    } catch (cause) {
      // A source that reads a chain or a feed can fail: that is no price either.
      const error = unavailable(asset.currency)
      error.cause = cause
      throw error
    }
    if (tokenUsd === undefined) throw unavailable(asset.currency)
    if (nativeUsd === undefined) throw unavailable('the native currency')
    const client = clients.get(asset.network)
    if (!client) throw chainUnavailable(asset.network, undefined)
    let gasPriceWei: bigint
    try {
      gasPriceWei = await client.getGasPrice()
    } catch (cause) {
      throw chainUnavailable(asset.network, cause)
    }
    try {
      const figures = onrampQuoteFigures({
        totalCents,
        paymentCurrency: request.paymentCurrency,
        paymentCurrencyUsd: request.paymentCurrency === 'EUR' ? eurUsdRate : 1,
        purchaseCurrency: asset.currency,
        decimals: asset.decimals,
        tokenUsd,
        nativeUsd,
        gas: asset.token === 'native' ? payoutGas.native : payoutGas.token,
        gasPriceWei,
      })
      return { ...figures, asset }
    } catch (error) {
      if (error instanceof AmountTooSmallError) throw invalid('amount', error.message)
      throw error
    }
  }

  const options: OnrampOptionsAnswer = {
    paymentCurrencies: onrampPaymentCurrencies.map((id) => ({
      id,
      payment_method_limits: onrampPaymentMethodLimits.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [...new Set(assets.map((asset) => asset.currency))].map((currency) => {
      const sold = assets.filter((asset) => asset.currency === currency)
      return {
        id: currency,
        name: sold[0]?.name ?? currency,
        symbol: currency,
        networks: sold.map((asset) => ({
          name: asset.network,
          display_name: networkDisplayName(asset.network),
          chain_id: String(asset.chainId),
          contract_address: asset.token === 'native' ? '' : asset.token,
        })),
      }
    }),
  }

  return {
    id: 'sandbox',
    quoteFigures,
    options: async () => options,
    async quote(request) {
      const { asset: _asset, purchaseBaseUnits: _units, ...figures } = await quoteFigures(request)
      return { ...figures, quoteId: randomUUID() }
    },
    async createOrder(request) {
      const quote = await quoteFigures(request)
      const orderId = randomBytes(16).toString('base64url')
      await insertOnrampOrder(db, {
        id: orderId,
        projectId: request.projectId,
        provider: 'sandbox',
        network: quote.asset.network,
        address: getAddress(request.address),
        purchaseToken: quote.asset.token,
        purchaseDecimals: quote.asset.decimals,
        purchaseAmount: quote.purchaseAmount,
        paymentTotal: quote.paymentTotal,
        paymentSubtotal: quote.paymentSubtotal,
        providerFee: quote.providerFee,
        networkFee: quote.networkFee,
        partnerUserId: request.partnerUserId,
        expiresAt: new Date(now().getTime() + onrampOrderTtlMs),
      })
      return { url: `${request.baseUrl}${sandboxOrderPath(orderId)}`, orderId }
    },
    async order(projectId, orderId) {
      const order = await findOnrampOrder(db, orderId)
      if (!order || order.projectId !== projectId) return undefined
      const expired = order.status === 'created' && order.expiresAt <= now()
      return {
        orderId: order.id,
        status: expired ? 'failed' : order.status,
        purchaseAmount: order.purchaseAmount,
        network: order.network,
        address: order.address,
        ...(order.transactionHash ? { transactionHash: order.transactionHash } : {}),
        ...(expired
          ? { failureReason: 'The order expired before it was paid' }
          : order.failureReason
            ? { failureReason: order.failureReason }
            : {}),
      }
    },
  }
}
