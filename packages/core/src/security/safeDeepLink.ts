import { ConfigError } from '../errors/config.js'
import { isSafePageUrl } from './safeUrl.js'

// Apart from safeUrl.ts: deep links come from the wallet registry and WalletConnect, code a
// page loads on demand, and this check loads with it.
//
// An allow-list, not a deny-list: the operating system hands a custom scheme to whatever
// program registered it, and many of those are not wallets but system handlers that run
// code or open local files (`ms-msdt:`, `search-ms:`, `ms-officecmd:`, `intent:`, `jar:` …).
// No deny-list can name them all, so only the schemes wallets are known to use pass.

/**
 * The custom app schemes (lower case, without the `:`) of the wallets Latch lists: every
 * mobile and desktop link of the server's bundled wallets (packages/server bundledWallets.ts),
 * and the app schemes other widely used wallets publish in the WalletConnect registry.
 * A link whose scheme is not here is dropped, unless the site adds the scheme with
 * {@link createDeepLinkCheck}. `https:` links (and `http:` on loopback) are checked apart.
 */
export const DEFAULT_DEEP_LINK_SCHEMES: readonly string[] = Object.freeze([
  // Bundled wallets (the server's registry).
  'ambire',
  'argent',
  'backpack',
  'bitkeep',
  'bnc',
  'bybitapp',
  'cbwallet',
  'core',
  'cosmostation',
  'dfw',
  'exodus',
  'imtokenv2',
  'keplrwallet',
  'krakenwallet',
  'leapcosmos',
  'ledgerlive',
  'magiceden',
  'mathwallet',
  'metamask',
  'novawallet',
  'okex',
  'oneinch',
  'onekey-wallet',
  'phantom',
  'rabby',
  'rainbow',
  'roninwallet',
  'safepalwallet',
  'solflare',
  'subwallet',
  'tangem',
  'tpoutside',
  'trust',
  'uniswap',
  'xverse',
  'zeal',
  'zerion',
  // Other WalletConnect-listed wallets.
  'awallet', // AlphaWallet
  'bitget', // Bitget Wallet, BitKeep's new name
  'bitpay',
  'coin98',
  'gnosissafe', // Safe's older listing
  'mewwallet',
  'okx',
  'safe',
  'zengo',
])

/**
 * Schemes a site cannot add: script, local-file and browser-internal schemes, and system
 * handlers known to run code. `http:` and `https:` go through the page check instead, so that
 * plain http stays limited to loopback.
 */
const neverSchemes = new Set([
  'about',
  'blob',
  'chrome',
  'data',
  'file',
  'filesystem',
  'http',
  'https',
  'intent',
  'jar',
  'javascript',
  'ms-msdt',
  'ms-officecmd',
  'search-ms',
  'vbscript',
  'view-source',
])

// RFC 3986 scheme syntax; the scheme is compared in lower case, as the RFC says it is
// case-insensitive.
const schemeSyntax = /^[a-z][a-z0-9+.-]*$/i
const leadingScheme = /^([a-z][a-z0-9+.-]*):/i
// Characters that could end an attribute or a command line, or hide part of the link.
const unsafeCharacters = /[\s\p{Cc}<>"'`]/u

function extraScheme(scheme: string): string {
  const name = scheme.replace(/:(\/\/)?$/, '').toLowerCase()
  if (!schemeSyntax.test(name) || neverSchemes.has(name)) {
    throw new ConfigError('INVALID_CONFIG', {
      values: { issues: `deep-link scheme "${scheme}" is not an allowed app scheme` },
    })
  }
  return name
}

function isDeepLink(url: string, schemes: ReadonlySet<string>): boolean {
  if (isSafePageUrl(url)) return true
  const scheme = leadingScheme.exec(url)?.[1]?.toLowerCase()
  return scheme !== undefined && schemes.has(scheme) && !unsafeCharacters.test(url)
}

const defaultSchemes: ReadonlySet<string> = new Set(DEFAULT_DEEP_LINK_SCHEMES)

/**
 * A wallet deep link: a safe page URL (https, or http on loopback), or a link in one of the
 * {@link DEFAULT_DEEP_LINK_SCHEMES} (such as `metamask://` or `trust:`) with no whitespace,
 * control characters, quotes or angle brackets. Every other scheme is refused.
 *
 * @example
 * isSafeDeepLink('metamask://wc?uri=…') // true
 * isSafeDeepLink('ms-msdt:/id PCWDiagnostic') // false
 */
export function isSafeDeepLink(url: string): boolean {
  return isDeepLink(url, defaultSchemes)
}

/**
 * A deep-link check that also allows `extraSchemes` (for a wallet the default list does not
 * know): names such as `mywallet`, `mywallet:` or `mywallet://`, in any case. Throws a
 * `ConfigError` for a malformed scheme or one that is never safe (`javascript`, `data`,
 * `file`, `intent`, `http` …).
 *
 * @example
 * const isWalletLink = createDeepLinkCheck(['mywallet'])
 * isWalletLink('mywallet://wc?uri=…') // true
 */
export function createDeepLinkCheck(
  extraSchemes: readonly string[] = [],
): (url: string) => boolean {
  if (!extraSchemes.length) return isSafeDeepLink
  const schemes: ReadonlySet<string> = new Set([
    ...DEFAULT_DEEP_LINK_SCHEMES,
    ...extraSchemes.map(extraScheme),
  ])
  return (url) => isDeepLink(url, schemes)
}
