import caip from '@vectors/caip/caip-2-10.json' with { type: 'json' }
import { describe, expect, it, vi } from 'vitest'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { InternalError } from '../errors/internal.js'
import { siwxByNamespace } from './siwxByNamespace.js'
import type { SiwxConfig, SiwxSession } from './siwxConfig.js'

/** A config that records its calls under `name` and answers as that back end would. */
function fakeConfig(name: string, options: Partial<SiwxConfig> = {}) {
  const calls: unknown[][] = []
  const record =
    <Result>(method: string, result: Result) =>
    async (...args: unknown[]) => {
      calls.push([method, ...args])
      return result
    }
  const session = (chainId: CaipNetworkId): SiwxSession => ({
    data: {
      accountAddress: name,
      chainId,
      domain: 'shop.example',
      uri: '',
      version: '1',
      nonce: '',
    },
    message: `${name} message`,
    signature: `${name} signature`,
  })
  const config: SiwxConfig = {
    createMessage: async (input) => {
      calls.push(['createMessage', input])
      return { ...session(input.chainId).data, toString: () => `${name} text` }
    },
    addSession: record('addSession', undefined),
    revokeSession: record('revokeSession', undefined),
    getSessions: async (chainId, address) => {
      calls.push(['getSessions', chainId, address])
      return [session(chainId)]
    },
    ...options,
  }
  return { config, calls }
}

const evmChain = 'eip155:10'
const solanaChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

describe('siwxByNamespace', () => {
  it('default: each call goes to the config of its chain’s namespace, and to it only', async () => {
    const evm = fakeConfig('evm')
    const solana = fakeConfig('solana')
    const siwx = siwxByNamespace({ eip155: evm.config, solana: solana.config })

    const message = await siwx.createMessage({ accountAddress: 'A3pq', chainId: solanaChain })
    expect(message.toString()).toBe('solana text')
    expect(await siwx.getSessions(evmChain, '0xabc')).toMatchObject([{ message: 'evm message' }])
    const session = (await siwx.getSessions(solanaChain, 'A3pq'))[0] as SiwxSession
    await siwx.addSession(session)
    await siwx.revokeSession(evmChain, '0xabc')

    expect(evm.calls).toEqual([
      ['getSessions', evmChain, '0xabc'],
      ['revokeSession', evmChain, '0xabc'],
    ])
    expect(solana.calls).toEqual([
      ['createMessage', { accountAddress: 'A3pq', chainId: solanaChain }],
      ['getSessions', solanaChain, 'A3pq'],
      ['addSession', session],
    ])
    // Core's defaults: optional, signed out on disconnect.
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBeUndefined()
  })

  it('parameters: required when any config requires it, read at each call', () => {
    let solanaRequired = false
    const siwx = siwxByNamespace({
      eip155: fakeConfig('evm', { getRequired: () => false }).config,
      solana: fakeConfig('solana', { getRequired: () => solanaRequired }).config,
    })
    expect(siwx.getRequired?.()).toBe(false)
    solanaRequired = true
    expect(siwx.getRequired?.()).toBe(true)
  })

  it('parameters: sessions are kept on disconnect only when every config says so', () => {
    const keep = { signOutOnDisconnect: false }
    expect(
      siwxByNamespace({
        eip155: fakeConfig('evm', keep).config,
        solana: fakeConfig('solana', keep).config,
      }).signOutOnDisconnect,
    ).toBe(false)
    expect(
      siwxByNamespace({
        eip155: fakeConfig('evm', keep).config,
        solana: fakeConfig('solana').config,
      }).signOutOnDisconnect,
    ).toBeUndefined()
  })

  it('behavior: a chain of a namespace without a config is refused, as the catalogue says', async () => {
    const evm = fakeConfig('evm')
    const siwx = siwxByNamespace({ eip155: evm.config, solana: undefined })
    const error = await siwx
      .createMessage({ accountAddress: 'A3pq', chainId: solanaChain })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InternalError)
    expect(error).toMatchObject({
      code: 'UNSUPPORTED_CHAIN_NAMESPACE',
      message: 'Unsupported chain namespace',
      details: `no sign-in config for solana (chain ${solanaChain}); configured: eip155`,
    })
    await expect(siwx.getSessions(solanaChain, 'A3pq')).rejects.toBeInstanceOf(InternalError)
    await expect(siwx.revokeSession(solanaChain, 'A3pq')).rejects.toBeInstanceOf(InternalError)
    // Names of Object.prototype are not namespaces.
    await expect(siwx.getSessions('constructor:1' as CaipNetworkId, 'x')).rejects.toBeInstanceOf(
      InternalError,
    )
    expect(evm.calls).toEqual([])
  })

  it('behavior: no config at all is a mistake caught at once', () => {
    expect(() => siwxByNamespace({})).toThrowError(InternalError)
    expect(() => siwxByNamespace({ solana: undefined })).toThrowError('Unsupported chain namespace')
  })

  it('vectors: the CAIP-2 test cases go to their namespace’s config, or are refused', async () => {
    const seen = vi.fn()
    const configs = {
      eip155: fakeConfig('eip155', { getSessions: async (chainId) => seen('eip155', chainId) })
        .config,
      bip122: fakeConfig('bip122', { getSessions: async (chainId) => seen('bip122', chainId) })
        .config,
      cosmos: fakeConfig('cosmos', { getSessions: async (chainId) => seen('cosmos', chainId) })
        .config,
    }
    const siwx = siwxByNamespace(configs)
    for (const { value } of caip.caip2.valid) {
      const chainId = value as CaipNetworkId
      const namespace = value.slice(0, value.indexOf(':'))
      const answer = siwx.getSessions(chainId, 'address')
      if (namespace in configs) {
        await answer
        expect(seen).toHaveBeenLastCalledWith(namespace, chainId)
      } else {
        await expect(answer, value).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN_NAMESPACE' })
      }
    }
    // Ethereum, Bitcoin (3), Cosmos (4) of the 11 cases.
    expect(seen).toHaveBeenCalledTimes(8)
  })
})
