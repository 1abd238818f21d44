// The timings of SPEC.md §2, §4 and §9, in milliseconds. Machines name these as `delays`.
const SECOND = 1_000
const MINUTE = 60 * SECOND

/** A WalletConnect pairing lives this long. */
export const PAIRING_LIFETIME_MS = 4 * MINUTE
/** A pairing this close to its expiry already counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND
/** After a failed token-balance fetch, retries are blocked this long. */
export const BALANCE_RETRY_MIN_MS = 30 * SECOND
/** How often the social-login popup is checked for having been closed. */
export const SOCIAL_POPUP_CHECK_INTERVAL_MS = 1 * SECOND
/** The modal shakes this long on an error. */
export const MODAL_SHAKE_MS = 500
/** A new snackbar message replaces an open one after this delay. */
export const SNACKBAR_SWAP_MS = 150
/** A snackbar that closes itself stays open this long. */
export const SNACKBAR_AUTO_CLOSE_MS = 3 * SECOND
/** The wallet search shows its loading state at least this long, so results do not flicker. */
export const SEARCH_MIN_WAIT_MS = 300
/** Images that have not preloaded by then are shown as they come. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND
/**
 * A view fades in this long as it replaces the last, and the modal as it opens. SPEC.md §9's
 * third time (120 ms) is a view's fade-out: Latch shows the next view at once instead of
 * holding the leaving one, so it has none. Its "5 s and 3 s constants": copy confirmations
 * are snackbars, closed after {@link SNACKBAR_AUTO_CLOSE_MS} (3 s); nothing else confirms.
 */
export const ANIMATION_VIEW_IN_MS = 150
export const ANIMATION_MODAL_MS = 150
/** The secure frame must report ready within this time. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/**
 * Once the frame's page has loaded, it must report ready within this time: its script reports
 * as it runs, before the page's load event, so a page that loaded and stays silent is the
 * browser's error page (the frame's server is down) rather than a slow frame.
 */
export const FRAME_READY_AFTER_LOAD_MS = 2 * SECOND
/** Social, email, device, one-time-code and redirect-URI frame requests time out after this. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** Initialisation resolves this long after the frame reports ready. */
export const FRAME_READY_DELAY_MS = 500
/** Sign-out waits at most this long for the connector. */
export const SIGN_OUT_TIMEOUT_MS = 3 * SECOND
/** An unknown wallet request shows "Action not allowed" after this delay. */
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300
/** Another email one-time code may be sent only after this cooldown. */
export const EMAIL_COOLDOWN_MS = 30 * SECOND
/** Leaving the farcaster view while disconnected reloads the auth connector after this. */
export const FARCASTER_RELOAD_DELAY_MS = 100

/** How long cached data stays fresh. */
export const PORTFOLIO_BALANCE_CACHE_MS = 30 * SECOND
export const NATIVE_BALANCE_CACHE_MS = 30 * SECOND
export const NAME_CACHE_MS = 5 * MINUTE
export const IDENTITY_CACHE_MS = 5 * MINUTE

/** Error events reported per rolling window (SPEC.md §8 "Generic"). */
export const TELEMETRY_ERROR_WINDOW_MS = 1 * MINUTE

/** The fallback RPC transport (SPEC.md §7 "Chain RPC"). */
export const FALLBACK_POLLING_INTERVAL_MS = 4 * SECOND
export const FALLBACK_PING_TIMEOUT_MS = 1 * SECOND

/** A service request that has not answered by then is abandoned (and reported as failed). */
export const SERVICE_REQUEST_TIMEOUT_MS = 10 * SECOND

/**
 * How often a buy's order is asked for while its provider's page is open (Latch's choice:
 * the popup check of SPEC.md §9 is 1 s; an order is a service call, so less often).
 */
export const ONRAMP_ORDER_POLL_MS = 2 * SECOND

/**
 * How long a swap quote stands before it is asked for again (Latch's choice: SPEC.md §9
 * gives none; prices on a busy pool move within seconds).
 */
export const SWAP_QUOTE_REFRESH_MS = 30 * SECOND
