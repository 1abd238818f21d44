import { describe, expect, it } from 'vitest'
import { RequestError } from '../http/requestError.js'
import { pageOrigin } from './pageOrigin.js'

describe('pageOrigin', () => {
  it('default: the origin, its host with the port, and its scheme', () => {
    expect(pageOrigin('https://shop.example')).toEqual({
      origin: 'https://shop.example',
      host: 'shop.example',
      scheme: 'https',
    })
    expect(pageOrigin('http://[::1]:5173')).toEqual({
      origin: 'http://[::1]:5173',
      host: '[::1]:5173',
      scheme: 'http',
    })
  })

  it('behavior: no header is no page', () => {
    expect(pageOrigin(undefined)).toBeUndefined()
  })

  it('behavior: anything but a browser’s http(s) origin is a 400', () => {
    for (const header of [
      'null',
      'file://',
      'chrome-extension://abcdef',
      'https://shop.example/path',
      'HTTPS://SHOP.EXAMPLE',
      'https://shop.example:443',
      '',
    ]) {
      let error: unknown
      try {
        pageOrigin(header)
      } catch (caught) {
        error = caught
      }
      expect(error, header).toBeInstanceOf(RequestError)
      expect((error as RequestError).status, header).toBe(400)
    }
  })
})
