import { describe, expect, test } from 'vitest'
import { demoProject, parseProject } from '../projects/project.js'
import {
  createOriginGuard,
  frameAncestorPatterns,
  frameAncestorsDirective,
} from './frameOrigins.js'

const shop = parseProject({ id: 'shop', allowedOrigins: ['https://*.shop.example'] })
const guard = createOriginGuard(
  async (id) => [shop, demoProject].find((project) => project.id === id),
  ['https://admin.example'],
)

describe('createOriginGuard', () => {
  test('default: the project, the server and the default ancestors allow', async () => {
    for (const origin of [
      'https://www.shop.example',
      'https://admin.example',
      'http://localhost:5173',
      'https://preview.vercel.app',
    ]) {
      await expect(guard('shop', origin)).resolves.toBe(shop)
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
    expect(frameAncestorsDirective(frameAncestorPatterns(shop, []))).toBe(
      'frame-ancestors https://*.shop.example http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app',
    )
  })

  test('behavior: a pattern a CSP could misread is left out; none left frames nothing', () => {
    expect(
      frameAncestorsDirective(['https://ok.example', "'unsafe-inline'", 'https://a.example;']),
    ).toBe('frame-ancestors https://ok.example')
    expect(frameAncestorsDirective([])).toBe("frame-ancestors 'none'")
  })
})
