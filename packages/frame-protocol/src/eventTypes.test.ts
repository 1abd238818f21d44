import { describe, expect, it } from 'vitest'
import { appEventTypes, frameEventTypes, frameReplyType } from './eventTypes.js'

describe('frameReplyType', () => {
  it('default', () => {
    expect(frameReplyType('APP_CONNECT_EMAIL', 'SUCCESS')).toBe('FRAME_CONNECT_EMAIL_SUCCESS')
    expect(frameReplyType('APP_RPC_ABORT', 'ERROR')).toBe('FRAME_RPC_ABORT_ERROR')
  })
})

describe('appEventTypes', () => {
  it('behavior: covers the 23 requests of SPEC.md §3, once each', () => {
    expect(appEventTypes).toHaveLength(23)
    expect(new Set(appEventTypes).size).toBe(23)
  })
})

describe('frameEventTypes', () => {
  it('behavior: a success and an error reply per request, plus the notices', () => {
    for (const type of appEventTypes) {
      expect(frameEventTypes).toContain(frameReplyType(type, 'SUCCESS'))
      expect(frameEventTypes).toContain(frameReplyType(type, 'ERROR'))
    }
    expect(frameEventTypes).toContain('FRAME_READY')
    expect(frameEventTypes).toContain('FRAME_SESSION_UPDATE')
    // FRAME_RELOAD_* are both replies to APP_RELOAD and notices: listed once.
    expect(frameEventTypes.filter((type) => type === 'FRAME_RELOAD_SUCCESS')).toHaveLength(1)
  })
})
