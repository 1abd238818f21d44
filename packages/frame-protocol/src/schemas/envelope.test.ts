import { describe, expect, it } from 'vitest'
import { frameEnvelopeSchema } from './envelope.js'

const id = '0b6bbd7b-3b0f-4b67-9f4a-52b1b14f2b9c'

describe('frameEnvelopeSchema', () => {
  it('behavior: an optional id string plus a type', () => {
    expect(frameEnvelopeSchema.parse({ type: 'FRAME_READY' })).toStrictEqual({
      type: 'FRAME_READY',
    })
    expect(frameEnvelopeSchema.safeParse({ id, type: '' }).success).toBe(false)
    expect(frameEnvelopeSchema.safeParse({ id: 1, type: 'FRAME_READY' }).success).toBe(false)
    expect(frameEnvelopeSchema.safeParse({ id: '', type: 'FRAME_READY' }).success).toBe(false)
    expect(frameEnvelopeSchema.safeParse('FRAME_READY').success).toBe(false)
  })
})
