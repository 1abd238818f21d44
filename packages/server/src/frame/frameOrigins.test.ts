import { describe, expect, test } from 'vitest'
import { demoProject, parseProject } from '../projects/project.js'
import {
  createOriginGuard,
  frameAncestorPatterns,
  frameAncestorsDirective,
} from './frameOrigins.js'

const shop = parseProject({ id: 'shop', allowedOrigins: ['https://*.shop.example'] })
const preview = parseProject({
  id: 'preview',
  allowedOrigins: ['https://shop.example'],
  originProfiles: ['development'],
})
const guard = createOriginGuard(
  async (id) => [shop, preview, demoProject].find((project) => project.id === id),
  ['https://admin.example'],
)

describe('createOriginGuard', () => {
  test('default: the project and the server allow; nothing else does', async () => {
    for (const origin of ['https://www.shop.example', 'https://admin.example']) {
      await expect(guard('shop', origin)).resolves.toBe(shop)
    }
    // SPEC.md's default ancestors are not a default: anyone can deploy a page there.
    for (const origin of [
      'http://localhost:5173',
      'https://anyone.vercel.app',
      'https://anyone.pages.dev',
      'https://anyone.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]) {
      await expect(guard('shop', origin)).rejects.toThrow('Unauthorized: origin not allowed')
    }
  })

  test('parameters: a login the project does not offer is refused', async () => {
    const quiet = parseProject({
      id: 'quiet',
      allowedOrigins: ['https://quiet.example'],
      features: { email: false, socials: ['google'] },
    })
    const check = createOriginGuard(async () => quiet, [])
    await expect(check('quiet', 'https://quiet.example', 'google')).resolves.toBe(quiet)
    await expect(check('quiet', 'https://quiet.example')).resolves.toBe(quiet)
    for (const login of ['email', 'github', 'farcaster'] as const) {
      await expect(check('quiet', 'https://quiet.example', login)).rejects.toThrow(
        'This login is not offered by this site',
      )
    }
  })

  test('parameters: originProfiles ["development"] switches the default ancestors on', async () => {
    for (const origin of [
      'http://localhost:5173',
      'https://preview.vercel.app',
      // SPEC.md §9's two mobile secure hosts, under the development profile only.
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]) {
      await expect(guard('preview', origin)).resolves.toBe(preview)
    }
  })

  test('behavior: any other origin, or an unknown project, is refused in the catalogue words', async () => {
    await expect(guard('shop', 'https://shop.example.evil')).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    await expect(guard('shop', 'https://a.b.shop.example')).rejects.toThrow(
      'Unauthorized: origin not allowed',
    )
    await expect(guard('nope', 'http://localhost:5173')).rejects.toThrow(
      'Unauthorized: invalid key',
    )
  })
})

describe('frameAncestorsDirective', () => {
  test('default: the patterns as CSP sources', () => {
    expect(frameAncestorsDirective(frameAncestorPatterns(shop, ['https://admin.example']))).toBe(
      'frame-ancestors https://*.shop.example https://admin.example',
    )
    expect(frameAncestorsDirective(frameAncestorPatterns(preview, []))).toBe(
      'frame-ancestors https://shop.example http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app https://secure-mobile.walletconnect.com https://secure-mobile.walletconnect.org',
    )
  })

  test('behavior: a pattern a CSP could misread is left out; none left frames nothing', () => {
    expect(
      frameAncestorsDirective(['https://ok.example', "'unsafe-inline'", 'https://a.example;']),
    ).toBe('frame-ancestors https://ok.example')
    expect(frameAncestorsDirective([])).toBe("frame-ancestors 'none'")
  })
})
