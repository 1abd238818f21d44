import { expect, it } from 'vitest'
import { defaultFrameRequestTimeouts, FRAME_REQUEST_TIMEOUT_MS } from './timeouts.js'

it('default', () => {
  expect(FRAME_REQUEST_TIMEOUT_MS).toBe(120_000)
  // SPEC.md §7: social, email, device, OTP and redirect-URI requests, and no others.
  expect(defaultFrameRequestTimeouts).toStrictEqual({
    APP_CONNECT_SOCIAL: 120_000,
    APP_CONNECT_EMAIL: 120_000,
    APP_CONNECT_DEVICE: 120_000,
    APP_CONNECT_OTP: 120_000,
    APP_GET_SOCIAL_REDIRECT_URI: 120_000,
  })
})
