import { alertLongMessage } from './base.js'
import { projectIdNotConfiguredAlert, runtimeLoadFailedAlert } from './clientAlerts.js'

/** A message the modal shows in its alert bar: a short title and a longer explanation. */
export type Alert = {
  code: AlertCode
  shortMessage: string
  longMessage: string
  severity: 'error' | 'warning' | 'info'
  /**
   * What `longMessage` was made of, for a UI that shows it in another language: the values of
   * the catalogue text's `{placeholders}`, and the cause it ends with (SPEC.md §8).
   */
  values?: { readonly features?: string; readonly cause?: string }
}

// The texts of an alert defined with its code (clientAlerts.ts).
function textsOf<Texts extends Omit<Alert, 'code'>>({
  shortMessage,
  longMessage,
  severity,
}: Texts): Pick<Texts, 'shortMessage' | 'longMessage' | 'severity'> {
  return { shortMessage, longMessage, severity }
}

/** The alerts of SPEC.md §5 and §8, as data for the UI to render. */
export const alerts = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage:
      'The network must be in the `networks` list of your Latch configuration: add it there first.',
    severity: 'error',
  },
  ORIGIN_NOT_ALLOWED: {
    shortMessage: 'Origin Not Allowed',
    longMessage:
      "This page's origin is not on the project's allowed origins: add it to the project configuration.",
    severity: 'error',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was an issue loading the embedded wallet. Please try again later.',
    severity: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage:
      'The embedded wallet did not answer in time (iframe_request_timeout). Please try again.',
    severity: 'error',
  },
  RUNTIME_LOAD_FAILED: textsOf(runtimeLoadFailedAlert),
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Unverified Domain',
    longMessage:
      'The embedded wallet could not load because this domain is not verified for the project.',
    severity: 'error',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage:
      'The session is invalid: please check the time settings of this device and connect again.',
    severity: 'error',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project ID is not valid: check the `projectId` of your Latch configuration.',
    severity: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: textsOf(projectIdNotConfiguredAlert),
  SERVER_ERROR: {
    shortMessage: 'Server Error',
    longMessage: 'Failed to get the app configuration.',
    severity: 'error',
  },
  RATE_LIMITED: {
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests for the app configuration: please try again shortly.',
    severity: 'error',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This page's origin was not found on the project's allowlist: update the project configuration.",
    severity: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage: 'Connecting several wallets at once is not enabled for this project.',
    severity: 'info',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    shortMessage: 'Local configuration ignored',
    longMessage:
      'Your local configuration for {features} was ignored because a remote configuration was successfully fetched.',
    severity: 'warning',
  },
} as const satisfies Record<string, Omit<Alert, 'code'>>

export type AlertCode = keyof typeof alerts

/**
 * The alert for `code`, with `{placeholders}` of its long message filled from `values`.
 *
 * @example
 * getAlert('SERVER_ERROR', { cause: 'timeout' }).longMessage
 * // 'Failed to get the app configuration. (timeout)'
 */
export function getAlert(
  code: AlertCode,
  values: { features?: readonly string[]; cause?: string } = {},
): Alert {
  const { shortMessage, longMessage, severity } = alerts[code]
  const filled = {
    ...(values.features ? { features: values.features.join(', ') } : {}),
    ...(values.cause ? { cause: values.cause } : {}),
  }
  return {
    code,
    shortMessage,
    longMessage: alertLongMessage(longMessage, filled),
    severity,
    ...(values.features || values.cause ? { values: filled } : {}),
  }
}

// Messages of the wallet-protocol provider that have their own alert (SPEC.md §8).
const providerErrorAlerts: Record<string, AlertCode> = {
  'Unauthorized: origin not allowed': 'ORIGIN_NOT_ALLOWED',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
}

/** The alert a provider error message maps to, if any. */
export function alertForProviderError(message: string): AlertCode | undefined {
  return providerErrorAlerts[message]
}
