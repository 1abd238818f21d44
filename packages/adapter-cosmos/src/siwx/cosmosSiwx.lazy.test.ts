import { recordImports } from '@latch/core/conformance'
import { expect, it, vi } from 'vitest'

// The sign-in client as a page loads it: the message profile names the adapter's networks, so
// it and they come with the first call that needs them, not with `cosmosSiwx(options)`.
const imports = recordImports(
  ['./cosmosSiwxProfile.js', '../networks.js'] as const,
  (module, factory) => vi.doMock(module, factory),
)

it('default: cosmosSiwx loads the profile and the networks with its first message', async () => {
  const { cosmosSiwx } = await import('./cosmosSiwx.js')
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }),
  )
  const siwx = cosmosSiwx({
    serverUrl: 'https://latch.example',
    projectId: 'shop',
    page: { host: 'shop.example', origin: 'https://shop.example' },
    fetch,
    required: true,
  })
  expect(siwx.getRequired?.()).toBe(true)
  expect(imports.modules()).toEqual(new Set())

  const message = await siwx.createMessage({
    accountAddress: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
    chainId: 'cosmos:cosmoshub-4',
  })
  expect(message.toString()).toContain('Chain ID: cosmoshub-4')
  expect(imports.modules()).toEqual(new Set(['./cosmosSiwxProfile.js', '../networks.js']))
})
