import type { AppEventType } from './eventTypes.js'

/** How long the app waits for the frame to answer a login request (SPEC.md §7, §9). */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000

/**
 * The requests that time out by default: social, email, device, OTP and redirect-URI (SPEC.md
 * §7 "Embedded frame"). The others wait for their answer: an RPC request waits for the user's
 * approval and is cancelled by aborting it, a farcaster connection waits for a scan in another
 * app, and the quick ones (user, chain, sign-out ...) are bounded by their callers, such as
 * core's 3000 ms sign-out.
 */
export const defaultFrameRequestTimeouts: Readonly<Partial<Record<AppEventType, number>>> = {
  APP_CONNECT_SOCIAL: FRAME_REQUEST_TIMEOUT_MS,
  APP_CONNECT_EMAIL: FRAME_REQUEST_TIMEOUT_MS,
  APP_CONNECT_DEVICE: FRAME_REQUEST_TIMEOUT_MS,
  APP_CONNECT_OTP: FRAME_REQUEST_TIMEOUT_MS,
  APP_GET_SOCIAL_REDIRECT_URI: FRAME_REQUEST_TIMEOUT_MS,
}
