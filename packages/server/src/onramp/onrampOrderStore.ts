import type { Queryable } from '../db/database.js'
import type { OnrampAmount } from './onrampQuote.js'

export type OnrampOrderStatus = 'created' | 'processing' | 'completed' | 'failed'

/** One order as stored: what was quoted, where it goes, and how its payment went. */
export type StoredOnrampOrder = {
  id: string
  projectId: string
  provider: string
  status: OnrampOrderStatus
  network: string
  address: string
  purchaseToken: string
  purchaseDecimals: number
  purchaseAmount: OnrampAmount
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  providerFee: OnrampAmount
  networkFee: OnrampAmount
  partnerUserId: string | undefined
  transactionHash: string | undefined
  failureReason: string | undefined
  expiresAt: Date
}

export type NewOnrampOrder = Omit<StoredOnrampOrder, 'status' | 'transactionHash' | 'failureReason'>

type OrderRow = {
  id: string
  project_id: string
  provider: string
  status: OnrampOrderStatus
  network: string
  address: string
  purchase_currency: string
  purchase_token: string
  purchase_decimals: number
  purchase_amount: string
  payment_currency: string
  payment_total: string
  payment_subtotal: string
  provider_fee: string
  network_fee: string
  partner_user_id: string | null
  transaction_hash: string | null
  failure_reason: string | null
  expires_at: Date | string
}

function orderOf(row: OrderRow): StoredOnrampOrder {
  const fiat = (amount: string) => ({ amount, currency: row.payment_currency })
  return {
    id: row.id,
    projectId: row.project_id,
    provider: row.provider,
    status: row.status,
    network: row.network,
    address: row.address,
    purchaseToken: row.purchase_token,
    purchaseDecimals: row.purchase_decimals,
    purchaseAmount: { amount: row.purchase_amount, currency: row.purchase_currency },
    paymentTotal: fiat(row.payment_total),
    paymentSubtotal: fiat(row.payment_subtotal),
    providerFee: fiat(row.provider_fee),
    networkFee: fiat(row.network_fee),
    partnerUserId: row.partner_user_id ?? undefined,
    transactionHash: row.transaction_hash ?? undefined,
    failureReason: row.failure_reason ?? undefined,
    expiresAt: new Date(row.expires_at),
  }
}

/** Stores a new order, `created`. */
export async function insertOnrampOrder(db: Queryable, order: NewOnrampOrder): Promise<void> {
  await db.query(
    `INSERT INTO onramp_orders (id, project_id, provider, network, address, purchase_currency,
       purchase_token, purchase_decimals, purchase_amount, payment_currency, payment_total,
       payment_subtotal, provider_fee, network_fee, partner_user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      order.id,
      order.projectId,
      order.provider,
      order.network,
      order.address,
      order.purchaseAmount.currency,
      order.purchaseToken,
      order.purchaseDecimals,
      order.purchaseAmount.amount,
      order.paymentTotal.currency,
      order.paymentTotal.amount,
      order.paymentSubtotal.amount,
      order.providerFee.amount,
      order.networkFee.amount,
      order.partnerUserId ?? null,
      order.expiresAt.toISOString(),
    ],
  )
}

/** The order `id`, or `undefined`. */
export async function findOnrampOrder(
  db: Queryable,
  id: string,
): Promise<StoredOnrampOrder | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM onramp_orders WHERE id = $1', [id])
  const row = rows[0]
  return row && orderOf(row)
}

/**
 * Takes a `created`, unexpired order for its payment: it becomes `processing`. Of two payments
 * racing (two tabs, two processes) only one gets it; `undefined` for the other.
 */
export async function claimOnrampOrder(
  db: Queryable,
  id: string,
  now: Date,
): Promise<StoredOnrampOrder | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE onramp_orders SET status = 'processing', updated_at = now()
     WHERE id = $1 AND status = 'created' AND expires_at > $2 RETURNING *`,
    [id, now.toISOString()],
  )
  const row = rows[0]
  return row && orderOf(row)
}

/** Notes the payout's transaction while it is mined. */
export async function recordOnrampTransaction(
  db: Queryable,
  id: string,
  transactionHash: string,
): Promise<void> {
  await db.query(
    'UPDATE onramp_orders SET transaction_hash = $2, updated_at = now() WHERE id = $1',
    [id, transactionHash],
  )
}

/** Ends a `processing` order: `completed`, or `failed` with the reason. */
export async function settleOnrampOrder(
  db: Queryable,
  id: string,
  outcome: { status: 'completed' } | { status: 'failed'; reason: string },
): Promise<void> {
  await db.query(
    `UPDATE onramp_orders SET status = $2, failure_reason = $3, updated_at = now()
     WHERE id = $1 AND status = 'processing'`,
    [id, outcome.status, outcome.status === 'failed' ? outcome.reason : null],
  )
}
