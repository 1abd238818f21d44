import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../src/wallet/base58.js'
import { formatNativeAmount, messageText, summarizeRequest } from './requestSummary.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('summarizeRequest', () => {
  it('behavior: personal_sign shows the message decoded from hex when it is text', () => {
    expect(
      summarizeRequest({
        method: 'personal_sign',
        params: ['0x48656c6c6f0a776f726c64', address],
        chainNamespace: 'eip155',
        chainId: 'eip155:1',
      }),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Message', value: 'Hello\nworld' },
        { label: 'Network', value: 'eip155:1' },
      ],
    })
  })

  it('behavior: bytes that are not text stay hex; a plain string stays as it is', () => {
    expect(messageText('0x00ff10')).toBe('0x00ff10')
    expect(messageText('0xc328')).toBe('0xc328')
    expect(messageText('gm')).toBe('gm')
  })

  it('behavior: eth_sendTransaction shows recipient, value in the native unit and chain', () => {
    const summary = summarizeRequest({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x38d7ea4c68000' }],
      chainNamespace: 'eip155',
      chainId: 137,
    })
    expect(summary).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'To', value: address },
        { label: 'Amount', value: '0.001 POL' },
        { label: 'Network', value: 'eip155:137' },
      ],
    })
    const call = summarizeRequest({
      method: 'eth_sendTransaction',
      params: [{ to: address, data: '0xa9059cbb' }],
      chainNamespace: 'eip155',
      chainId: 'eip155:999999',
    })
    expect(call.rows).toEqual([
      { label: 'To', value: address },
      { label: 'Amount', value: '0 native coin' },
      { label: 'Network', value: 'eip155:999999' },
      { label: 'Data', value: '0xa9059cbb' },
    ])
  })

  it('behavior: typed data shows its domain name and primary type', () => {
    const typedData = JSON.stringify({ domain: { name: 'Permit2' }, primaryType: 'PermitSingle' })
    expect(
      summarizeRequest({
        method: 'eth_signTypedData_v4',
        params: [address, typedData],
        chainNamespace: 'eip155',
      }).rows,
    ).toEqual([
      { label: 'App', value: 'Permit2' },
      { label: 'Type', value: 'PermitSingle' },
      { label: 'Network', value: 'eip155' },
    ])
  })

  it('behavior: Solana messages are decoded from base58; transactions say how many', () => {
    const message = encodeBase58(new TextEncoder().encode('Sign in to Latch'))
    expect(
      summarizeRequest({
        method: 'solana_signMessage',
        params: { message, pubkey: 'So11111111111111111111111111111111111111112' },
        chainNamespace: 'solana',
        chainId: 'solana:devnet',
      }),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Message', value: 'Sign in to Latch' },
        { label: 'Network', value: 'solana:devnet' },
      ],
    })
    expect(
      summarizeRequest({
        method: 'solana_signAllTransactions',
        params: { transactions: ['a', 'b'] },
        chainNamespace: 'solana',
      }).title,
    ).toBe('Sign 2 transactions')
    expect(
      summarizeRequest({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'a' },
        chainNamespace: 'solana',
      }).title,
    ).toBe('Send a transaction')
  })

  it('behavior: amounts are exact, without trailing zeros', () => {
    expect(formatNativeAmount(10n ** 18n)).toBe('1')
    expect(formatNativeAmount(1n)).toBe('0.000000000000000001')
    expect(formatNativeAmount(1_500_000_000n, 9)).toBe('1.5')
  })
})
