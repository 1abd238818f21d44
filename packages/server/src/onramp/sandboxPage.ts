import { escapeHtml } from '../frame/escapeHtml.js'
import type { StoredOnrampOrder } from './onrampOrderStore.js'
import { networkDisplayName } from './purchaseAssets.js'
import type { CardForm } from './testCard.js'

/** What the page shows under the order. */
export type SandboxPageState =
  | { kind: 'form'; error?: { field: keyof CardForm; message: string } }
  | { kind: 'completed' }
  | { kind: 'failed' }
  | { kind: 'processing' }
  | { kind: 'expired' }

const styles =
  'body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:26rem;padding:0 1rem}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#666}dd{margin:0;overflow-wrap:anywhere}' +
  'label,input,button{display:block;width:100%;box-sizing:border-box}input,button{font:inherit;margin:.25rem 0 1rem;padding:.5rem}' +
  '.row{display:flex;gap:1rem}.row>div{flex:1}.error{color:#b00020}.note{color:#666;font-size:.875rem}'

/** The document around `body`, its title `title`. */
function page(title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${styles}</style>
</head><body>${body}${nonce && script ? `<script nonce="${escapeHtml(nonce)}">${script}</script>` : ''}</body></html>`
}

/** The order's figures, as the visitor checks them before paying. */
function summary(order: StoredOnrampOrder): string {
  const money = ({ amount, currency }: { amount: string; currency: string }) =>
    escapeHtml(`${amount} ${currency}`)
  return `<dl>
<dt>You pay</dt><dd id="payment-total">${money(order.paymentTotal)}</dd>
<dt>Provider fee</dt><dd id="provider-fee">${money(order.providerFee)}</dd>
<dt>Network fee</dt><dd id="network-fee">${money(order.networkFee)}</dd>
<dt>You receive</dt><dd id="purchase-amount">${money(order.purchaseAmount)}</dd>
<dt>To</dt><dd id="address"><code>${escapeHtml(order.address)}</code></dd>
<dt>Network</dt><dd id="network">${escapeHtml(`${networkDisplayName(order.network)} (${order.network})`)}</dd>
</dl>`
}

function cardForm(
  order: StoredOnrampOrder,
  error: { field: keyof CardForm; message: string } | undefined,
) {
  const invalid = (field: keyof CardForm) =>
    error?.field === field ? ' aria-invalid="true" aria-describedby="card-error"' : ''
  return `<form method="post" action="/onramp/sandbox/${escapeHtml(encodeURIComponent(order.id))}">
${error ? `<p id="card-error" class="error" role="alert">${escapeHtml(error.message)}</p>` : ''}
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required${invalid('cardNumber')}>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required${invalid('expiry')}></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required${invalid('cvc')}></div></div>
<button type="submit">Pay ${escapeHtml(`${order.paymentTotal.amount} ${order.paymentTotal.currency}`)}</button>
<p class="note">A sandbox: no card is charged. The test card 4242 4242 4242 4242 pays; any other number is declined.</p>
</form>`
}

/**
 * The sandbox's page of one order: its figures, then the card form, or how its payment went.
 * Plain HTML; the only script (with the CSP's nonce) closes a window the modal opened once the
 * order is paid.
 */
export function sandboxOrderPage(
  order: StoredOnrampOrder,
  state: SandboxPageState,
  nonce: string,
): string {
  const head = `<h1>Buy ${escapeHtml(order.purchaseAmount.currency)}</h1>\n${summary(order)}`
  switch (state.kind) {
    case 'form':
      return page('Latch sandbox checkout', `${head}\n${cardForm(order, state.error)}`)
    case 'processing':
      return page(
        'Payment in progress',
        `${head}\n<p id="status" role="status">The payment is being processed.</p>`,
      )
    case 'completed':
      return page(
        'Payment complete',
        `${head}\n<p id="status" role="status">Paid. ${escapeHtml(`${order.purchaseAmount.amount} ${order.purchaseAmount.currency}`)} were sent in transaction <code id="transaction-hash">${escapeHtml(order.transactionHash ?? '')}</code>.</p>
<p>You can close this window.</p>`,
        nonce,
        // A window the modal opened closes itself; any other stays, showing the message above.
        'setTimeout(function(){window.close()},3000)',
      )
    case 'failed':
      return page(
        'Payment failed',
        `${head}\n<p id="status" class="error" role="alert">The order failed: ${escapeHtml(order.failureReason ?? 'unknown reason')}. You can close this window.</p>`,
      )
    case 'expired':
      return page(
        'Order expired',
        `${head}\n<p id="status" class="error" role="alert">This order expired before it was paid. Start a new purchase from the site. You can close this window.</p>`,
      )
  }
}

/** The page of an order that does not exist. */
export function sandboxUnknownOrderPage(): string {
  return page(
    'Order not found',
    '<h1>Order not found</h1>\n<p id="status" class="error" role="alert">There is no such order. Start a new purchase from the site.</p>',
  )
}
