import { describe, expect, it } from 'vitest'
import { chainNamespaces, isChainNamespace } from './chainNamespace.js'

describe('isChainNamespace', () => {
  it('default: the five namespaces of SPEC.md §1', () => {
    expect(chainNamespaces).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    for (const namespace of chainNamespaces) expect(isChainNamespace(namespace)).toBe(true)
  })

  it('behavior: rejects other namespaces and values', () => {
    for (const value of ['starknet', 'near', 'EIP155', '', undefined, 155]) {
      expect(isChainNamespace(value)).toBe(false)
    }
  })
})
