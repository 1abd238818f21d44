import type { WalletNamespace } from './walletVault.js'

/**
 * A chain id as the app writes it (`1`, `'1'`, `'0x1'`, `'eip155:1'`, `'solana:5eyk…'`) as
 * CAIP-2; bare numbers are eip155.
 *
 * @returns `undefined` when it is none of these, or of a namespace the wallet has no key for.
 */
export function toCaipChainId(chainId: string | number): string | undefined {
  const text = String(chainId).trim()
  if (/^eip155:[1-9][0-9]{0,31}$/.test(text)) return text
  if (/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(text)) return text
  if (/^[1-9][0-9]{0,15}$/.test(text)) return `eip155:${text}`
  if (/^0x[0-9a-f]{1,13}$/i.test(text) && Number.parseInt(text, 16) > 0) {
    return `eip155:${Number.parseInt(text, 16)}`
  }
  return undefined
}

/** The namespace of a CAIP-2 id the wallet accepts. */
export function namespaceOf(caipChainId: string): WalletNamespace {
  return caipChainId.startsWith('solana:') ? 'solana' : 'eip155'
}
