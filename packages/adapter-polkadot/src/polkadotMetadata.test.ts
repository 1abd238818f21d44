import type { WsProvider } from '@polkadot/api'
import { blake2AsHex } from '@polkadot/util-crypto'
import { describe, expect, it, vi } from 'vitest'
import { metadataOfOldRuntime } from './polkadotMetadata.js'

const metadataApi = blake2AsHex('Metadata', 64)

/** A connected provider whose node answers `apis` for its runtime. */
function nodeWith(apis: [string, number][]) {
  const send = vi.fn(async (method: string) => {
    if (method === 'state_getRuntimeVersion') return { specVersion: 1_000_000, apis }
    if (method === 'chain_getBlockHash') return '0xgenesis'
    if (method === 'state_getMetadata') return '0x6d657461'
    throw new Error(`unexpected ${method}`)
  })
  return { provider: { isConnected: true, send } as unknown as WsProvider, send }
}

describe('metadataOfOldRuntime', () => {
  it('behavior: a runtime without the Metadata API (or with version 1) gets the RPC’s metadata under its key', async () => {
    for (const apis of [[], [[metadataApi, 1]]] as [string, number][][]) {
      const { provider } = nodeWith(apis)
      await expect(metadataOfOldRuntime(provider)).resolves.toEqual({
        '0xgenesis-1000000': '0x6d657461',
      })
    }
  })

  it('behavior: a runtime with Metadata API 2 is left to the library, which asks it for the newest', async () => {
    const { provider, send } = nodeWith([[metadataApi, 2]])
    await expect(metadataOfOldRuntime(provider)).resolves.toBeUndefined()
    expect(send).not.toHaveBeenCalledWith('state_getMetadata', [])
  })

  it('errors: a node that cannot be reached rejects with the provider’s error', async () => {
    const listeners = new Map<string, (value?: unknown) => void>()
    const provider = {
      isConnected: false,
      on: (event: string, listener: (value?: unknown) => void) => {
        listeners.set(event, listener)
        return () => listeners.delete(event)
      },
    } as unknown as WsProvider
    const metadata = metadataOfOldRuntime(provider)
    listeners.get('error')?.(new Error('connection refused'))
    await expect(metadata).rejects.toThrowError('connection refused')
    expect(listeners.size).toBe(0)
  })
})
