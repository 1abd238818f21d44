import { describe, expect, expectTypeOf, it } from 'vitest'
import type * as z from 'zod/mini'
import { parseSolanaRequest, solanaRequestSchemas } from './solanaRequest.js'
import {
  isSolanaRequestMethod,
  preflightCommitments,
  type SolanaRequestMethod,
  type SolanaSendOptions,
  solanaRequestMethods,
  toWalletCommitment,
  toWalletSendOptions,
} from './solanaRequestOptions.js'

const transaction = 'AQID'

describe('parseSolanaRequest', () => {
  it('default: the params of SPEC.md §3 pass as they are', () => {
    expect(
      parseSolanaRequest('solana_signMessage', { message: '3yZe7d', pubkey: 'A3pqoJeu' }),
    ).toEqual({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: 'A3pqoJeu' } })
    expect(parseSolanaRequest('solana_signTransaction', { transaction }).params).toEqual({
      transaction,
    })
    expect(
      parseSolanaRequest('solana_signAllTransactions', { transactions: [transaction, 'AA=='] })
        .params,
    ).toEqual({ transactions: [transaction, 'AA=='] })
    for (const preflightCommitment of preflightCommitments) {
      const options = { skipPreflight: true, preflightCommitment, maxRetries: 3, minContextSlot: 9 }
      expect(
        parseSolanaRequest('solana_signAndSendTransaction', { transaction, options }).params,
      ).toEqual({ transaction, options })
    }
  })

  it.each([
    ['solana_signMessage', { message: 'l0O', pubkey: 'A3pq' }, 'message: must be base58'],
    ['solana_signMessage', { message: 'abc' }, 'pubkey'],
    ['solana_signTransaction', { transaction: 'not base64!' }, 'transaction: must be base64'],
    ['solana_signTransaction', { transaction, extra: 1 }, 'Invalid solana_signTransaction params'],
    ['solana_signAllTransactions', { transactions: [] }, 'transactions'],
    [
      'solana_signAndSendTransaction',
      { transaction, options: { preflightCommitment: 'fast' } },
      'options.preflightCommitment',
    ],
    ['solana_signAndSendTransaction', { transaction, options: { maxRetries: -1 } }, 'maxRetries'],
    [
      'solana_signAndSendTransaction',
      { transaction, options: { minContextSlot: 1.5 } },
      'minContextSlot',
    ],
    [
      'solana_signAndSendTransaction',
      { transaction, options: { skipPreflight: 'yes' } },
      'skipPreflight',
    ],
    ['solana_signAndSendTransaction', [transaction], 'Invalid solana_signAndSendTransaction'],
  ] as const)('behavior: %s rejects %j', (method, params, message) => {
    expect(() => parseSolanaRequest(method, params)).toThrow(message)
  })

  it('behavior: only the four Solana signing methods are requests of the wallet', () => {
    expect(isSolanaRequestMethod('solana_signMessage')).toBe(true)
    expect(isSolanaRequestMethod('getBalance')).toBe(false)
    expect(isSolanaRequestMethod('toString')).toBe(false)
  })

  it('behavior: each method has its schema, and the schemas no other method', () => {
    expect(Object.keys(solanaRequestSchemas).sort()).toEqual([...solanaRequestMethods].sort())
    expectTypeOf<keyof typeof solanaRequestSchemas>().toEqualTypeOf<SolanaRequestMethod>()
    expectTypeOf<
      z.infer<(typeof solanaRequestSchemas)['solana_signAndSendTransaction']>['options']
    >().toEqualTypeOf<SolanaSendOptions | undefined>()
  })
})

describe('toWalletCommitment', () => {
  it('behavior: deprecated commitments map to the level the validator gives them', () => {
    expect(preflightCommitments.map((commitment) => toWalletCommitment(commitment))).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'processed',
      'confirmed',
      'confirmed',
      'finalized',
      'finalized',
    ])
  })
})

describe('toWalletSendOptions', () => {
  it('behavior: maps the commitment and leaves absent options out', () => {
    expect(
      toWalletSendOptions({
        skipPreflight: false,
        preflightCommitment: 'root',
        maxRetries: 0,
        minContextSlot: 12,
      }),
    ).toEqual({
      skipPreflight: false,
      preflightCommitment: 'finalized',
      maxRetries: 0,
      minContextSlot: 12,
    })
    expect(toWalletSendOptions({})).toEqual({})
  })
})
