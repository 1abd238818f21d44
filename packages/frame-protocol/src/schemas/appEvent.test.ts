import { describe, expect, it } from 'vitest'
import { appEventTypes } from '../eventTypes.js'
import { appEventExamples } from '../testing/examples.js'
import { appEventSchema } from './appEvent.js'

const id = '0b6bbd7b-3b0f-4b67-9f4a-52b1b14f2b9c'

describe('appEventSchema', () => {
  it.each(appEventTypes)('behavior: %s with its payload', (type) => {
    const event = { id, type, payload: appEventExamples[type] }
    expect(appEventSchema.parse(event)).toStrictEqual(event)
  })

  it('behavior: the payload is read by the schema of its type', () => {
    expect(
      appEventSchema.safeParse({
        id,
        type: 'APP_CONNECT_EMAIL',
        payload: { otp: '123456' },
      }).success,
    ).toBe(false)
  })

  it('behavior: unknown types, frame events and bad ids are rejected', () => {
    for (const event of [
      { id, type: 'APP_DELETE_EVERYTHING', payload: {} },
      { id, type: 'FRAME_READY', payload: {} },
      { id: 7, type: 'APP_SIGN_OUT', payload: {} },
      { id: 'x'.repeat(257), type: 'APP_SIGN_OUT', payload: {} },
      null,
      [],
    ]) {
      expect(appEventSchema.safeParse(event).success).toBe(false)
    }
  })
})
