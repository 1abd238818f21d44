import { describe, expect, it } from 'vitest'
import { createSolanaSiwxMessage } from './solanaSiwxProfile.js'

const base = {
  accountAddress: 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  nonce: 'abcdefgh1',
} as const

describe('createSolanaSiwxMessage', () => {
  it('default: a SiwxMessage whose text names the cluster by its CAIP-2 reference', () => {
    const message = createSolanaSiwxMessage({ ...base, issuedAt: '2026-01-01T00:00:00Z' })
    expect(message).toMatchObject({
      accountAddress: base.accountAddress,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      version: '1',
      issuedAt: '2026-01-01T00:00:00Z',
    })
    expect(message.toString()).toContain('\nChain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n')
    expect(message.toString()).toMatch(
      /^localhost:5173 wants you to sign in with your Solana account:\n/,
    )
  })

  it('parameters: issuedAt defaults to now', () => {
    const before = Date.now()
    const { issuedAt } = createSolanaSiwxMessage(base)
    expect(Date.parse(issuedAt)).toBeGreaterThanOrEqual(before)
  })

  it('behavior: another namespace is refused, and so is a bad field', () => {
    expect(() => createSolanaSiwxMessage({ ...base, chainId: 'eip155:1' })).toThrow(
      'The chain ID must be a solana CAIP-2 id',
    )
    expect(() => createSolanaSiwxMessage({ ...base, nonce: '1' })).toThrow(
      'The nonce of the sign-in message is not valid',
    )
  })
})
