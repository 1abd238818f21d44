import * as z from 'zod/mini'
import { pageUrlSchema } from './fields.js'

// The one message that does not travel through the frame channel: the social-login popup,
// on the secure site's origin, tells the page that opened it where the provider sent it back.

/** The `type` of the social-login popup's result message. */
export const SOCIAL_LOGIN_RESULT = 'SOCIAL_LOGIN_RESULT'

/**
 * What the popup posts to `window.opener` (to the app's origin, never `'*'`) once the social
 * provider has redirected it back to the secure site: the address it landed on, which the app
 * hands to the frame as `APP_CONNECT_SOCIAL`'s `uri`.
 *
 * @example
 * window.opener.postMessage(
 *   { type: 'SOCIAL_LOGIN_RESULT', resultUri: location.href },
 *   appOrigin,
 * )
 */
export const socialResultMessageSchema = z.object({
  type: z.literal(SOCIAL_LOGIN_RESULT),
  resultUri: pageUrlSchema,
})
export type SocialResultMessage = z.output<typeof socialResultMessageSchema>
