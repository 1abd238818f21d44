// A latch in a rounded square, drawn for the test wallet.
const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6feb"/><path d="M10 14v-3a6 6 0 0 1 12 0v3" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="8" y="14" width="16" height="11" rx="2" fill="#fff"/></svg>'

/** The test wallet's icon as an EIP-6963 data URI (RFC 2397). */
export const testWalletIcon = `data:image/svg+xml;base64,${btoa(iconSvg)}`

/** What EIP-6963 says about a wallet: who it is, never what it can do. */
export type TestWalletInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

export type AnnounceTestWalletParameters = {
  readonly name?: string
  readonly rdns?: string
  readonly icon?: string
  /** A fresh `crypto.randomUUID()` per announcement when omitted. */
  readonly uuid?: string
  /** Where to announce; the page's `window` when omitted. */
  readonly target?: EventTarget
}

/**
 * Announces `provider` the EIP-6963 way: dispatches `eip6963:announceProvider` with a frozen
 * `{ info, provider }` on the window now and again on every `eip6963:requestProvider`.
 * Returns a function that stops answering requests.
 *
 * @example
 * const stop = announceTestWallet(createTestWallet({ … }))
 */
export function announceTestWallet(
  provider: unknown,
  parameters: AnnounceTestWalletParameters = {},
): () => void {
  const target = parameters.target ?? (typeof window === 'undefined' ? undefined : window)
  if (!target) throw new Error('announceTestWallet needs a window or an EventTarget to announce on')
  const info: TestWalletInfo = Object.freeze({
    uuid: parameters.uuid ?? crypto.randomUUID(),
    name: parameters.name ?? 'Latch Test Wallet',
    icon: parameters.icon ?? testWalletIcon,
    rdns: parameters.rdns ?? 'dev.latch.testwallet',
  })
  const detail = Object.freeze({ info, provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
