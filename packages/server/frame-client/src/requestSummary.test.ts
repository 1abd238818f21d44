import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../src/wallet/base58.js'
import { chainOfRequest, messageText, shortValue, summarizeRequest } from './requestSummary.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const session = 'eip155:1'

describe('summarizeRequest', () => {
  it('behavior: personal_sign shows the message decoded from hex when it is text', () => {
    expect(
      summarizeRequest(
        {
          method: 'personal_sign',
          params: ['0x48656c6c6f0a776f726c64', address],
          chainNamespace: 'eip155',
          chainId: 'eip155:1',
        },
        session,
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Message', value: 'Hello\nworld' },
        { label: 'Network', value: 'Ethereum (eip155:1)' },
      ],
    })
  })

  it('behavior: bytes that are not text stay hex; a plain string stays as it is', () => {
    expect(messageText('0x00ff10')).toBe('0x00ff10')
    expect(messageText('0xc328')).toBe('0xc328')
    expect(messageText('gm')).toBe('gm')
  })

  it('behavior: eth_sendTransaction shows recipient, value in the native unit and chain', () => {
    const summary = summarizeRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: '0x38d7ea4c68000' }],
        chainNamespace: 'eip155',
        chainId: 137,
      },
      session,
    )
    expect(summary).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'To', value: address },
        { label: 'Amount', value: '0.001 POL' },
        { label: 'Network', value: 'Polygon (eip155:137)' },
      ],
    })
    const call = summarizeRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ to: address, data: '0xa9059cbb' }],
        chainNamespace: 'eip155',
        chainId: 'eip155:999999',
      },
      session,
    )
    expect(call.rows).toEqual([
      { label: 'To', value: address },
      { label: 'Amount', value: '0 native coin' },
      { label: 'Network', value: 'eip155:999999' },
      { label: 'Data', value: '0xa9059cbb' },
    ])
    const creation = summarizeRequest(
      { method: 'eth_sendTransaction', params: [{ data: '0x6080' }], chainNamespace: 'eip155' },
      'eip155:8453',
    )
    expect(creation.rows.slice(0, 3)).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Amount', value: '0 ETH' },
      { label: 'Network', value: 'Base (eip155:8453)' },
    ])
  })

  it('behavior: a transaction the server would refuse is refused before any card', () => {
    for (const transaction of [
      { to: '0xZZ', value: '0x1' },
      { to: address, value: '1000000000000000000' },
      { to: address, gas: '21000' },
      { to: address, data: '0xabc' },
    ]) {
      expect(() =>
        summarizeRequest(
          { method: 'eth_sendTransaction', params: [transaction], chainNamespace: 'eip155' },
          session,
        ),
      ).toThrow('Requested RPC call is not allowed')
    }
  })

  it('behavior: the network is the one the server signs for: the request’s, else the session’s', () => {
    const request = { method: 'personal_sign', params: ['0x00', address] } as const
    expect(chainOfRequest({ ...request, chainNamespace: 'eip155', chainId: '0x89' }, session)).toBe(
      'eip155:137',
    )
    expect(chainOfRequest({ ...request, chainNamespace: 'eip155' }, 'eip155:10')).toBe('eip155:10')
    // A chain of another namespace, or no chain at all, is not what the server signs for.
    expect(
      chainOfRequest({ ...request, chainNamespace: 'eip155', chainId: 'solana:devnet' }, session),
    ).toBe(session)
    expect(chainOfRequest({ ...request, chainNamespace: 'eip155', chainId: 'nope' }, session)).toBe(
      session,
    )
    expect(chainOfRequest({ ...request, chainNamespace: 'solana' }, session)).toBe('solana')
  })

  it('behavior: typed data shows its domain, primary type and the message’s fields', () => {
    const typedData = JSON.stringify({
      domain: {
        name: 'Permit2',
        chainId: 1,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      primaryType: 'PermitSingle',
      message: {
        spender: address,
        sigDeadline: '1700000000',
        details: { token: address, amount: '1461501637330902918203684832716283019655932542975' },
      },
    })
    const rows = summarizeRequest(
      { method: 'eth_signTypedData_v4', params: [address, typedData], chainNamespace: 'eip155' },
      'eip155:137',
    ).rows
    expect(rows.slice(0, 6)).toEqual([
      { label: 'App', value: 'Permit2' },
      { label: 'Type', value: 'PermitSingle' },
      { label: 'Signed for network', value: 'Ethereum (eip155:1)' },
      { label: 'Contract', value: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
      { label: 'Network', value: 'Polygon (eip155:137)' },
      { label: 'spender', value: address },
    ])
    expect(rows[6]).toEqual({ label: 'sigDeadline', value: '1700000000' })
    expect(rows[7]?.label).toBe('details')
    expect(rows[7]?.value).toContain('…')
    expect(rows[7]?.value.startsWith('{"token":"0x5290')).toBe(true)
    expect(rows).toHaveLength(8)
  })

  it('behavior: typed data without domain chain, contract or message shows what it has', () => {
    const typedData = JSON.stringify({ domain: { name: 'App' }, primaryType: 'Mail' })
    expect(
      summarizeRequest(
        { method: 'eth_signTypedData_v4', params: [address, typedData], chainNamespace: 'eip155' },
        'eip155:999999',
      ).rows,
    ).toEqual([
      { label: 'App', value: 'App' },
      { label: 'Type', value: 'Mail' },
      { label: 'Network', value: 'eip155:999999' },
    ])
  })

  it('behavior: Solana messages are decoded from base58; transactions say how many', () => {
    const message = encodeBase58(new TextEncoder().encode('Sign in to Latch'))
    expect(
      summarizeRequest(
        {
          method: 'solana_signMessage',
          params: { message, pubkey: 'So11111111111111111111111111111111111111112' },
          chainNamespace: 'solana',
          chainId: 'solana:devnet',
        },
        session,
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Message', value: 'Sign in to Latch' },
        { label: 'Network', value: 'solana:devnet' },
      ],
    })
    expect(
      summarizeRequest(
        {
          method: 'solana_signAllTransactions',
          params: { transactions: ['a', 'b'] },
          chainNamespace: 'solana',
        },
        session,
      ).title,
    ).toBe('Sign 2 transactions')
    expect(
      summarizeRequest(
        {
          method: 'solana_signAndSendTransaction',
          params: { transaction: 'a' },
          chainNamespace: 'solana',
        },
        session,
      ).title,
    ).toBe('Send a transaction')
  })
})

describe('shortValue', () => {
  it('behavior: short values stay whole; long ones are cut in the middle', () => {
    expect(shortValue(address)).toBe(address)
    expect(shortValue(42)).toBe('42')
    const long = `0x${'ab'.repeat(100)}`
    const shown = shortValue(long)
    expect(shown).toHaveLength(81)
    expect(shown.startsWith('0xabab')).toBe(true)
    expect(shown.endsWith('abab')).toBe(true)
  })
})
