import { describe, expect, it } from 'vitest'
import { isSafeImageUrl, isSafePageUrl } from './safeUrl.js'

describe('isSafePageUrl', () => {
  it.each(['https://wallet.example/connect', 'http://localhost:5173/', 'http://127.0.0.1:8545'])(
    'behavior: %s is safe',
    (url) => expect(isSafePageUrl(url)).toBe(true),
  )
  it.each([
    'http://wallet.example',
    'javascript:alert(1)',
    'data:text/html,<script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:https://x/y',
    'not a url',
  ])('behavior: %s is refused', (url) => expect(isSafePageUrl(url)).toBe(false))
})

describe('isSafeImageUrl', () => {
  it.each([
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%2F%3E',
    'https://cdn.example/icon.png',
  ])('behavior: %s is an image', (url) => expect(isSafeImageUrl(url)).toBe(true))
  it.each(['data:text/html;base64,PHNjcmlwdD4=', 'javascript:1', 'http://cdn.example/i.png'])(
    'behavior: %s is refused',
    (url) => expect(isSafeImageUrl(url)).toBe(false),
  )
})
