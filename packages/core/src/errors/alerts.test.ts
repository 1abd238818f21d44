import { describe, expect, it } from 'vitest'
import { alertForProviderError, alerts, getAlert } from './alerts.js'
import { snackbars } from './snackbars.js'

describe('alerts', () => {
  it('default: the short texts of SPEC.md §8', () => {
    expect(Object.values(alerts).map((alert) => alert.shortMessage)).toEqual(
      expect.arrayContaining([
        'Network Not Found',
        'Origin Not Allowed',
        'Network Error - Could not load embedded wallet',
        'Embedded Wallet Request Timed Out',
        'Unverified Domain',
        'Session Expired',
        'Invalid Project ID',
        'Project ID Not Configured',
        'Server Error',
        'Rate Limited',
        'Invalid App Configuration',
      ]),
    )
  })

  it('behavior: the request-timeout alert names iframe_request_timeout', () => {
    expect(alerts.IFRAME_REQUEST_TIMEOUT.longMessage).toContain('iframe_request_timeout')
  })
})

describe('getAlert', () => {
  it('default', () => {
    expect(getAlert('RATE_LIMITED')).toEqual({ code: 'RATE_LIMITED', ...alerts.RATE_LIMITED })
  })

  it('parameters: cause is appended to the long message', () => {
    const alert = getAlert('SERVER_ERROR', { cause: 'Bad gateway' })
    expect(alert.longMessage).toBe('Failed to get the app configuration. (Bad gateway)')
    expect(alert.values).toEqual({ cause: 'Bad gateway' })
  })

  it('parameters: features fill the ignored-configuration warning', () => {
    const alert = getAlert('LOCAL_CONFIGURATION_IGNORED', {
      features: ['features.email', 'features.swaps'],
    })
    expect(alert.severity).toBe('warning')
    expect(alert.longMessage).toBe(
      'Your local configuration for features.email, features.swaps was ignored because a remote configuration was successfully fetched.',
    )
    expect(alert.values).toEqual({ features: 'features.email, features.swaps' })
  })
})

describe('alertForProviderError', () => {
  it('behavior: maps the three provider messages of SPEC.md §8', () => {
    expect(alertForProviderError('Unauthorized: origin not allowed')).toBe('ORIGIN_NOT_ALLOWED')
    expect(alertForProviderError('JWT validation error: JWT Token is not yet valid')).toBe(
      'SESSION_EXPIRED',
    )
    expect(alertForProviderError('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
    expect(alertForProviderError('Something else')).toBeUndefined()
  })
})

describe('snackbars', () => {
  it('default: the snackbar texts of SPEC.md §5 and §8', () => {
    expect(snackbars.TOKEN_BALANCE_UNAVAILABLE).toEqual({
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
    expect(snackbars.TRANSACTIONS_FETCH_FAILED.message).toBe('Failed to fetch transactions')
    expect(snackbars.SIWX_SIGN_FAILED.message).toBe('Error signing message')
    expect(snackbars.SIWX_INITIALIZE_FAILED.message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(snackbars.ACTION_NOT_ALLOWED.message).toBe('Action not allowed')
  })
})
