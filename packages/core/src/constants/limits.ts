// The counts and sizes of SPEC.md §2, §7 and §9.

/** At most this many recently used wallets are remembered. */
export const RECENT_WALLETS_MAX = 2

/** Wallet listing page sizes. */
export const FEATURED_WALLETS_DEFAULT_COUNT = 4
export const RECOMMENDED_WALLETS_PAGE_SIZE = 4
export const WALLETS_PAGE_SIZE = 40
/** Of a paged listing, only this many images are fetched up front. */
export const WALLETS_PAGE_IMAGES_PREFETCHED = 20
export const WALLET_SEARCH_PAGE_SIZE = 100

/** Error events reported per {@link TELEMETRY_ERROR_WINDOW_MS}. */
export const TELEMETRY_ERROR_CAP = 5

/** Samples kept by the fallback transport, and how it ranks them. */
export const FALLBACK_SAMPLE_COUNT = 10
export const FALLBACK_STABILITY_WEIGHT = 0.7
export const FALLBACK_LATENCY_WEIGHT = 0.3

/** Emails longer than this are truncated with an ellipsis. */
export const EMAIL_DISPLAY_MAX_LENGTH = 30

/** Decimal places: transaction amounts, balances (floored), fiat. */
export const TRANSACTION_DECIMALS = 3
export const BALANCE_DECIMALS = 3
export const FIAT_DECIMALS = 2

/** Unverified-address avatars: five tints of the base colour, each 15% nearer white. */
export const AVATAR_TINT_COUNT = 5
export const AVATAR_TINT_STEP = 0.15

/** Names to register: at least this many letters, digits or hyphens. */
export const NAME_MIN_LENGTH = 4

/** Names are registered and suggested under this zone (`ada.latch`); SPEC.md §9 fixes it. */
export const NAME_ZONE = 'latch'

/** Name registration coin types set the high bit of the chain id (ENSIP-11). */
export const COIN_TYPE_FLAG = 0x8000_0000

/** Version of the secure-frame SDK the app speaks by default. */
export const SECURE_SDK_VERSION = 4
export const DEFAULT_LOG_LEVEL = 'error'

/** The social-login popup's size, in CSS pixels. */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800

/** The onramp provider's popup size, in CSS pixels (Latch's choice: a payment page). */
export const ONRAMP_POPUP_WIDTH = 480
export const ONRAMP_POPUP_HEIGHT = 720
