import { describe, expect, it } from 'vitest'
import { appEventTypes, frameNoticeTypes, frameReplyType } from '../eventTypes.js'
import { noticeExamples, successExamples } from '../testing/examples.js'
import { frameEventSchema } from './frameEvent.js'

const id = '0b6bbd7b-3b0f-4b67-9f4a-52b1b14f2b9c'

describe('frameEventSchema', () => {
  it.each(appEventTypes)('behavior: the replies to %s', (type) => {
    const success = { id, type: frameReplyType(type, 'SUCCESS'), payload: successExamples[type] }
    const error = { id, type: frameReplyType(type, 'ERROR'), payload: { message: 'No' } }
    expect(frameEventSchema.parse(success)).toStrictEqual(success)
    expect(frameEventSchema.parse(error)).toStrictEqual(error)
  })

  it.each(frameNoticeTypes)('behavior: the notice %s, without id', (type) => {
    const notice = { type, payload: noticeExamples[type] }
    expect(frameEventSchema.parse(notice)).toStrictEqual(notice)
  })

  it('behavior: an error reply without payload reads "An error occurred"', () => {
    expect(frameEventSchema.parse({ id, type: 'FRAME_CONNECT_EMAIL_ERROR' })).toStrictEqual({
      id,
      type: 'FRAME_CONNECT_EMAIL_ERROR',
      payload: { message: 'An error occurred' },
    })
  })

  it('behavior: a success reply must carry its result', () => {
    expect(
      frameEventSchema.safeParse({ id, type: 'FRAME_IS_CONNECTED_SUCCESS', payload: {} }).success,
    ).toBe(false)
    expect(
      frameEventSchema.safeParse({ id, type: 'APP_IS_CONNECTED', payload: { isConnected: true } })
        .success,
    ).toBe(false)
  })
})
