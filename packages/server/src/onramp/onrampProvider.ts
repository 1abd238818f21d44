import type { OnrampPaymentCurrency } from './onrampDefaults.js'
import type { OnrampAmount } from './onrampQuote.js'

/** `GET /v1/onramp/options`. */
export type OnrampOptionsAnswer = {
  paymentCurrencies: {
    id: string
    payment_method_limits: { id: string; min: string; max: string }[]
  }[]
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
  }[]
}

/** `POST /v1/onramp/quote`'s body, checked. */
export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: OnrampPaymentCurrency
  /** Fiat paid in all, a decimal of at most two decimals (`'300.00'`). */
  amount: string
  /** CAIP-2. */
  network: string
}

export type OnrampQuoteAnswer = {
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  purchaseAmount: OnrampAmount
  networkFee: OnrampAmount
  providerFee: OnrampAmount
  quoteId: string
}

/** An order to open: what `POST /v1/generators/onrampurl` asked, checked. */
export type OnrampOrderRequest = OnrampQuoteRequest & {
  projectId: string
  /** The destination (a 0x address of `network`). */
  address: string
  partnerUserId: string | undefined
  /** Where this server is reached (its public URL, else the request's origin). */
  baseUrl: string
}

/** `GET /v1/onramp/orders/{orderId}`. */
export type OnrampOrderAnswer = {
  orderId: string
  status: 'created' | 'processing' | 'completed' | 'failed'
  purchaseAmount: OnrampAmount
  network: string
  address: string
  transactionHash?: string
  failureReason?: string
}

/**
 * An onramp provider behind the `/v1/onramp/*` routes: the sandbox served by this server
 * (`createSandboxOnramp`), or one that hands visitors to a real payment company. Refusals are
 * `RequestError`s (400 naming the field, 503 when a price or the provider is unavailable).
 */
export interface OnrampProvider {
  /** Names the provider in stored orders (`sandbox`). */
  readonly id: string
  options(): Promise<OnrampOptionsAnswer>
  quote(request: OnrampQuoteRequest): Promise<OnrampQuoteAnswer>
  /** Opens an order and answers the page where the visitor pays for it. */
  createOrder(request: OnrampOrderRequest): Promise<{ url: string; orderId: string }>
  /** The order of `projectId`, or `undefined` (unknown, or another project's). */
  order(projectId: string, orderId: string): Promise<OnrampOrderAnswer | undefined>
}
