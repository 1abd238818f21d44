/** A transient message at the bottom of the modal (SPEC.md §3 "Snackbar"). */
export type SnackbarMessage = {
  message: string
  variant: 'success' | 'error' | 'loading'
}

/** The snackbars of SPEC.md §8, as data for the UI to render. */
export const snackbars = {
  TOKEN_BALANCE_UNAVAILABLE: { message: 'Token Balance Unavailable', variant: 'error' },
  TRANSACTIONS_FETCH_FAILED: { message: 'Failed to fetch transactions', variant: 'error' },
  SIWX_SIGN_FAILED: { message: 'Error signing message', variant: 'error' },
  SIWX_INITIALIZE_FAILED: {
    message: 'A problem occurred while trying initialize authentication',
    variant: 'error',
  },
  ACTION_NOT_ALLOWED: { message: 'Action not allowed', variant: 'error' },
} as const satisfies Record<string, SnackbarMessage>

export type SnackbarCode = keyof typeof snackbars
