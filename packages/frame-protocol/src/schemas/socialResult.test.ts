import { describe, expect, it } from 'vitest'
import { socialResultMessageSchema } from './socialResult.js'

describe('socialResultMessageSchema', () => {
  it('default: the result address the popup landed on', () => {
    const message = {
      type: 'SOCIAL_LOGIN_RESULT',
      resultUri: 'https://secure.example.com/social/result?code=1&state=abc',
    }
    expect(socialResultMessageSchema.parse(message)).toStrictEqual(message)
  })

  it('behavior: another type, or an address that is not a web page, is refused', () => {
    for (const message of [
      { type: 'FRAME_READY', resultUri: 'https://secure.example.com/r' },
      { type: 'SOCIAL_LOGIN_RESULT', resultUri: 'javascript:alert(1)' },
      { type: 'SOCIAL_LOGIN_RESULT' },
      'https://secure.example.com/r',
    ]) {
      expect(socialResultMessageSchema.safeParse(message).success).toBe(false)
    }
  })
})
