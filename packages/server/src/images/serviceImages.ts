import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
  SWAP_POPULAR_TOKENS,
  SWAP_SUGGESTED_TOKENS,
} from '@latch/core/constants'
import { networkCatalogue } from '@latch/core/networks'
import type { ServedChain } from '../blockchain/tokenCatalogue.js'
import { colorFor, drawIcon } from '../wallets/walletIcon.js'

/** The image kinds the config service serves besides wallet icons (SPEC.md §7). */
const imageKinds = ['asset', 'currency', 'token'] as const
export type ImageKind = (typeof imageKinds)[number]

export type ServiceImage = { kind: ImageKind; id: string; contentType: string; body: Uint8Array }

const svg = 'image/svg+xml'
const encoder = new TextEncoder()

function drawn(kind: ImageKind, id: string, label: string, color = colorFor(label)): ServiceImage {
  return {
    kind,
    id: id.toLowerCase(),
    contentType: svg,
    body: encoder.encode(drawIcon(label, color)),
  }
}

// Network images are looked up by a network's `assets.imageId`; the first network using an
// id names it (`ethereum` is drawn for Ethereum, not Sepolia).
function networkImages(): ServiceImage[] {
  const byId = new Map<string, string>()
  for (const network of networkCatalogue) {
    const id = network.assets.imageId
    if (id && !byId.has(id)) byId.set(id, network.name)
  }
  return [...byId].map(([id, name]) => drawn('asset', id, name))
}

const extraTokens = [
  'SOL',
  'BTC',
  'DOT',
  'KSM',
  'WND',
  'PAS',
  'ATOM',
  'BNB',
  'AVAX',
  'POL',
  'CELO',
  'LTT',
  'LUSD',
]

/**
 * Every image the server starts with: one per network of @latch/core's catalogue, the
 * onramp payment currencies, and the usual tokens (by lower-case symbol). Drawn, not
 * downloaded.
 */
export function defaultServiceImages(): ServiceImage[] {
  const currencies = [...ONRAMP_DEFAULT_PAYMENT_CURRENCIES, 'GBP']
  const tokens = new Set<string>([
    ...SWAP_SUGGESTED_TOKENS,
    ...SWAP_POPULAR_TOKENS,
    ...ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
    ...extraTokens,
  ])
  return [
    ...networkImages(),
    ...currencies.map((code) => drawn('currency', code, code)),
    ...[...tokens].map((symbol) => drawn('token', symbol, symbol)),
  ]
}

/**
 * Token images (by lower-case symbol) for the configured chains' native currencies and tokens
 * (a Polkadot chain Latch does not know names its token only through its node: none for it).
 */
export function tokenImages(chains: readonly ServedChain[]): ServiceImage[] {
  const symbols = new Set(
    chains.flatMap((chain) => [
      ...(chain.native ? [chain.native.symbol] : []),
      ...chain.tokens.map((token) => token.symbol),
    ]),
  )
  return [...symbols].map((symbol) => drawn('token', symbol, symbol))
}
