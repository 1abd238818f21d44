import { describe, expect, it } from 'vitest'
import { getAlert } from './alerts.js'
import { projectIdNotConfiguredAlert, runtimeLoadFailedAlert } from './clientAlerts.js'

describe('clientAlerts', () => {
  it('default: each is the catalogue’s alert for its code', () => {
    expect(runtimeLoadFailedAlert).toEqual(getAlert('RUNTIME_LOAD_FAILED'))
    expect(projectIdNotConfiguredAlert).toEqual(getAlert('PROJECT_ID_NOT_CONFIGURED'))
  })

  it('default: the short texts', () => {
    expect(runtimeLoadFailedAlert.shortMessage).toBe('Network Error - Could not load Latch')
    expect(projectIdNotConfiguredAlert.shortMessage).toBe('Project ID Not Configured')
  })
})
