import { describe, expect, it } from 'vitest'
import { signingChainOf } from './signingChain.js'

const session = 'eip155:1'
const cluster = {
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  rpcUrl: 'http://127.0.0.1:8899',
} as never

describe('signingChainOf', () => {
  it('behavior: the request’s chain of its namespace, else the session’s', () => {
    expect(signingChainOf(session, { chainNamespace: 'eip155', chainId: '0x89' }, [])).toBe(
      'eip155:137',
    )
    expect(signingChainOf('eip155:10', { chainNamespace: 'eip155' }, [])).toBe('eip155:10')
    // A chain of another namespace, or a malformed one, is not what the server signs on.
    expect(signingChainOf(session, { chainNamespace: 'eip155', chainId: 'solana:x' }, [])).toBe(
      session,
    )
    expect(signingChainOf(session, { chainNamespace: 'eip155', chainId: 'nope' }, [])).toBe(session)
  })

  it('behavior: a Solana request on an eip155 session goes to the first cluster, or is refused', () => {
    expect(signingChainOf(session, { chainNamespace: 'solana' }, [cluster])).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
    expect(() => signingChainOf(session, { chainNamespace: 'solana' }, [])).toThrow(
      'The chain solana is not configured on this server',
    )
  })
})
