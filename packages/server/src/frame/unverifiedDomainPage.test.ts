import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isFrameAncestor } from './frameOrigins.js'
import { refererOrigin, unverifiedDomainPage } from './unverifiedDomainPage.js'

describe('unverifiedDomainPage', () => {
  it('default: its one script is the one its policy allows, and posts only to the site', () => {
    const { html, policy } = unverifiedDomainPage('https://shop.example:8443')
    const script = html.match(/<script>(.*)<\/script>/)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    expect(policy).toContain(`script-src 'sha256-${hash}'`)
    expect(script).toBe(
      `parent.postMessage({type:'FRAME_UNVERIFIED_DOMAIN',payload:{}},"https://shop.example:8443")`,
    )
    expect(policy.endsWith('frame-ancestors https://shop.example:8443')).toBe(true)
  })

  it('behavior: the referer’s origin, never its path; nothing for other schemes or garbage', () => {
    expect(refererOrigin('https://shop.example/cart?id=1')).toBe('https://shop.example')
    expect(refererOrigin('http://localhost:5173/')).toBe('http://localhost:5173')
    expect(refererOrigin(undefined)).toBeUndefined()
    expect(refererOrigin('file:///etc/passwd')).toBeUndefined()
    expect(refererOrigin('not a url')).toBeUndefined()
  })

  it('behavior: a site is verified when it matches one of the frame-ancestor patterns', () => {
    const patterns = ['http://localhost:*', 'https://*.example.com']
    expect(isFrameAncestor('http://localhost:5173', patterns)).toBe(true)
    expect(isFrameAncestor('https://shop.example.com', patterns)).toBe(true)
    expect(isFrameAncestor('https://shop.example', patterns)).toBe(false)
    expect(isFrameAncestor('https://shop.example', [])).toBe(false)
  })
})
