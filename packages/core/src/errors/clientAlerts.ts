// The two alerts a client raises from the code a page loads first (`createLatch`): every other
// alert is raised by code loaded on demand (the machines, the embedded wallet, the service
// clients), which brings the catalogue (alerts.ts) with it. Kept apart so that a page does not
// load the whole catalogue before the first click; alerts.ts lists them with the others.

/**
 * The machines or the modal could not load (a network error, a deployment gone). Shown
 * precisely when code fails to load, so it never needs any more code to be shown.
 */
export const runtimeLoadFailedAlert = {
  code: 'RUNTIME_LOAD_FAILED',
  shortMessage: 'Network Error - Could not load Latch',
  longMessage: 'There was an issue loading the wallet modal. Please try again.',
  severity: 'error',
} as const

/** The site configured `services` without `projectId`: raised as the client is created. */
export const projectIdNotConfiguredAlert = {
  code: 'PROJECT_ID_NOT_CONFIGURED',
  shortMessage: 'Project ID Not Configured',
  longMessage: 'Set `projectId` in your Latch configuration.',
  severity: 'error',
} as const
