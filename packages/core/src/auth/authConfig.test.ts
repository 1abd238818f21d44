import { describe, expect, it } from 'vitest'
import { localhost, mainnet } from '../networks/evmNetworks.js'
import { DEFAULT_SECURE_FRAME_URL, secureFrameUrl } from './authConfig.js'

describe('secureFrameUrl', () => {
  it('default: the query of SPEC.md §7 "Embedded frame"', () => {
    const url = new URL(
      secureFrameUrl({
        frameUrl: 'http://127.0.0.1:8787/frame',
        projectId: 'local',
        network: localhost,
        version: '0.1.0',
        enableLogger: true,
      }),
    )
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8787/frame')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'local',
      chainId: 'eip155:31337',
      version: '0.1.0',
      enableLogger: 'true',
      rpcUrl: localhost.rpcUrls.default.http[0],
    })
  })

  it('behavior: without project or network, only what is known', () => {
    const url = new URL(
      secureFrameUrl({
        frameUrl: DEFAULT_SECURE_FRAME_URL,
        projectId: undefined,
        network: undefined,
        version: '1',
        enableLogger: false,
      }),
    )
    expect(url.origin).toBe(new URL(DEFAULT_SECURE_FRAME_URL).origin)
    expect(Object.fromEntries(url.searchParams)).toEqual({ version: '1', enableLogger: 'false' })
    expect(
      new URL(
        secureFrameUrl({
          frameUrl: 'https://secure.example.com/frame?theme=x',
          projectId: 'p',
          network: mainnet,
          version: '1',
          enableLogger: false,
        }),
      ).searchParams.get('theme'),
    ).toBe('x')
  })
})
