import type { AlertCode } from '../errors/alerts.js'
import { HttpError } from '../errors/http.js'
import { createServiceClient, type ServiceClientParameters } from './serviceClient.js'

/** The analytics events of SPEC.md §7. MODAL_CREATED exists but is never sent. */
export type AnalyticsEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SEARCH_WALLET'
  | 'SWITCH_NETWORK'
  | 'CONNECT_SUCCESS'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'

/** A tracked event, or an error the client reports (SPEC.md §7: "posted the same way"). */
export type AnalyticsEventType = 'track' | 'error'

export type AnalyticsParameters = ServiceClientParameters & {
  /** Analytics are sent only when enabled (the site's flag and the service's config). */
  enabled: () => boolean
  /** The page the events come from. */
  page: () => { url: string; domain: string }
  /** The connected address, sent with each event when there is one. */
  address?: () => string | undefined
  now?: () => number
  showAlert: (code: AlertCode) => void
  warn?: (message: string, cause?: unknown) => void
}

/**
 * Posts analytics events to `POST /e` (SPEC.md §7): `{ eventId, url, domain, timestamp,
 * props }`, error events (`SDK_ERROR`) with `props.type` `error`. Nothing is sent while disabled; MODAL_CREATED never is. A 403 (the page's origin
 * is not on the project's allowlist) shows the Invalid App Configuration alert once; other
 * failures only warn: analytics never break the modal.
 */
export function createAnalyticsService({
  enabled,
  page,
  address = () => undefined,
  now = Date.now,
  showAlert,
  warn = (message, cause) => console.warn(`[latch] ${message}`, cause ?? ''),
  ...client
}: AnalyticsParameters) {
  const service = createServiceClient(client)
  let alerted = false
  return {
    async send(
      event: AnalyticsEventName | 'SDK_ERROR',
      properties: Record<string, unknown> = {},
      type: AnalyticsEventType = 'track',
    ): Promise<void> {
      if (event === 'MODAL_CREATED' || !enabled()) return
      const { url, domain } = page()
      const connected = address()
      try {
        await service.post('/e', {
          eventId: crypto.randomUUID(),
          url,
          domain,
          timestamp: now(),
          props: {
            event,
            properties,
            ...(type === 'error' ? { type } : {}),
            ...(connected ? { address: connected } : {}),
          },
        })
      } catch (error) {
        if (error instanceof HttpError && error.status === 403) {
          if (!alerted) showAlert('INVALID_APP_CONFIGURATION')
          alerted = true
          return
        }
        warn('an analytics event was not sent', error)
      }
    },
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>
