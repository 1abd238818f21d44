import type { RpcRequestPayload } from '@latch/frame-protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { kitLegacySolWire, kitV0SolMessage } from '../testing/solanaFixtures.js'
import { encodeBase58 } from './base58.js'
import { messageText, summarizeRequest, typedDataRows } from './requestSummary.js'

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
      'eip155:137',
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
      'eip155:999999',
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
    // Every leaf in full, nested ones labelled with their path: nothing cut in the middle.
    expect(rows).toEqual([
      { label: 'App', value: 'Permit2' },
      { label: 'Type', value: 'PermitSingle' },
      { label: 'Signed for network', value: 'Ethereum (eip155:1)' },
      { label: 'Contract', value: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
      { label: 'Network', value: 'Polygon (eip155:137)' },
      { label: 'spender', value: address },
      { label: 'sigDeadline', value: '1700000000' },
      { label: 'details.token', value: address },
      { label: 'details.amount', value: '1461501637330902918203684832716283019655932542975' },
    ])
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

  it('behavior: Solana messages are decoded from base58; one that reads as a transaction is refused', () => {
    const message = encodeBase58(new TextEncoder().encode('Sign in to Latch'))
    const pubkey = 'So11111111111111111111111111111111111111112'
    expect(
      summarizeRequest(
        {
          method: 'solana_signMessage',
          params: { message, pubkey },
          chainNamespace: 'solana',
          chainId: 'solana:devnet',
        },
        'solana:devnet',
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Message', value: 'Sign in to Latch' },
        { label: 'Network', value: 'solana:devnet' },
      ],
    })
    for (const bytes of [kitV0SolMessage, kitLegacySolWire]) {
      const disguised = encodeBase58(new Uint8Array(Buffer.from(bytes, 'hex')))
      expect(() =>
        summarizeRequest(
          {
            method: 'solana_signMessage',
            params: { message: disguised, pubkey },
            chainNamespace: 'solana',
          },
          'solana:devnet',
        ),
      ).toThrow('Requested RPC call is not allowed')
    }
  })

  it('behavior: Solana transactions show their fee payer, programs and transfers; unreadable ones are refused', () => {
    const transaction = Buffer.from(kitLegacySolWire, 'hex').toString('base64')
    const send = summarizeRequest(
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction },
        chainNamespace: 'solana',
      },
      'solana:devnet',
    )
    expect(send).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'Fee payer', value: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
        { label: 'Programs', value: 'System Program' },
        { label: 'Send SOL', value: '1.5 SOL to 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
        { label: 'Network', value: 'solana:devnet' },
      ],
    })
    const all = summarizeRequest(
      {
        method: 'solana_signAllTransactions',
        params: { transactions: [transaction, transaction] },
        chainNamespace: 'solana',
      },
      'solana:devnet',
    )
    expect(all.title).toBe('Sign 2 transactions')
    expect(
      all.rows.filter((row) => row.label.endsWith('Send SOL')).map((row) => row.label),
    ).toEqual(['1. Send SOL', '2. Send SOL'])
    for (const params of [
      { transaction: 'not base64 of a transaction' },
      { transaction: Buffer.from(kitLegacySolWire, 'hex').subarray(0, 90).toString('base64') },
      {},
    ]) {
      expect(() =>
        summarizeRequest(
          { method: 'solana_signTransaction', params, chainNamespace: 'solana' } as never,
          'solana:devnet',
        ),
      ).toThrow('Requested RPC call is not allowed')
    }
  })
})

describe('typedDataRows', () => {
  it('behavior: long values stay whole; arrays and nested objects become paths', () => {
    const long = `0x${'ab'.repeat(100)}`
    expect(typedDataRows({ data: long, items: [{ amount: 1 }, { amount: 2 }] })).toEqual([
      { label: 'data', value: long },
      { label: 'items.0.amount', value: '1' },
      { label: 'items.1.amount', value: '2' },
    ])
  })

  it('behavior: a value nested deeper than six levels is shown whole as JSON', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: 'x' } } } } } } }
    expect(typedDataRows(deep)).toEqual([{ label: 'a.b.c.d.e.f', value: '{"g":"x"}' }])
    expect(typedDataRows('plain')).toEqual([{ label: 'Value', value: 'plain' }])
  })

  it('behavior: typed data with more fields than a card can list is refused', () => {
    const message = Object.fromEntries(
      Array.from({ length: 201 }, (_, index) => [`f${index}`, index]),
    )
    const typedData = JSON.stringify({ domain: { name: 'App' }, primaryType: 'Big', message })
    expect(() =>
      summarizeRequest(
        { method: 'eth_signTypedData_v4', params: [address, typedData], chainNamespace: 'eip155' },
        session,
      ),
    ).toThrow('Requested RPC call is not allowed')
  })

  it('behavior: wallet_sendCalls lists every call; the smart account says it is sponsored and atomic', () => {
    const token = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, 5n],
    })
    const request = (from: string) =>
      ({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            from,
            calls: [
              { to: address, value: '0x38d7ea4c68000' },
              { to: token, data: transfer },
            ],
          },
        ],
        chainNamespace: 'eip155',
      }) as RpcRequestPayload
    expect(
      summarizeRequest(request(address), session, {
        account: { type: 'smartAccount', sponsored: true },
      }),
    ).toEqual({
      title: 'Send 2 calls',
      rows: [
        { label: 'Network', value: 'Ethereum (eip155:1)' },
        { label: 'Account', value: 'Smart account' },
        { label: 'Fees', value: 'Sponsored' },
        { label: 'Runs', value: 'All or nothing (one operation)' },
      ],
      calls: [
        [
          { label: 'To', value: address },
          { label: 'Amount', value: '0.001 ETH' },
        ],
        [
          { label: 'To', value: token },
          { label: 'Amount', value: '0 ETH' },
          { label: 'Function', value: `transfer(${address}, 5)` },
          { label: 'Data', value: transfer },
        ],
      ],
    })
    // The key's account: no account rows, and the calls go one by one.
    const key = summarizeRequest(request(address), session, {
      account: { type: 'eoa', sponsored: true },
    })
    expect(key.rows).toEqual([
      { label: 'Network', value: 'Ethereum (eip155:1)' },
      { label: 'Runs', value: 'One by one' },
    ])
  })

  it('behavior: data with bytes after an ERC-20 call is shown as data only, never as the call', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [address, 1n],
    })
    const rows = (data: string) =>
      summarizeRequest(
        {
          method: 'eth_sendTransaction',
          params: [{ to: address, data }],
          chainNamespace: 'eip155',
        },
        session,
        { account: { type: 'smartAccount', sponsored: false } },
      ).rows
    expect(rows(transfer)).toContainEqual({ label: 'Function', value: `approve(${address}, 1)` })
    expect(rows(transfer)).toContainEqual({ label: 'Fees', value: 'Paid by the account' })
    expect(rows(`${transfer}00`).map((row) => row.label)).not.toContain('Function')
  })

  it('behavior: a malformed call is refused, not shown', () => {
    for (const calls of [
      [],
      [{ to: '0x12' }],
      [{ to: address, value: '12' }],
      [{ to: address, data: '0xabc' }],
    ]) {
      expect(() =>
        summarizeRequest(
          {
            method: 'wallet_sendCalls',
            params: [{ version: '2.0.0', chainId: '0x1', from: address, calls }],
            chainNamespace: 'eip155',
          } as RpcRequestPayload,
          session,
        ),
      ).toThrow('Requested RPC call is not allowed')
    }
  })
})

describe('summarizeRequest: smart sessions', () => {
  const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const other = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
  const sessionKey = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const grant = (permissions: { address: string; allowance: string }[]): RpcRequestPayload => ({
    method: 'wallet_grantPermissions',
    params: [
      {
        chainId: '0x1',
        expiry: 1_800_003_600,
        signer: { type: 'account', data: { id: sessionKey } },
        permissions: permissions.map((data) => ({ type: 'erc20-token-transfer', data })),
      },
    ],
    chainNamespace: 'eip155',
    chainId: session,
  })
  const context = {
    account: { type: 'smartAccount' as const, sponsored: true },
    evmTokens: new Map([[token, { symbol: 'LTT', decimals: 18 }]]),
    now: 1_800_000_000_000,
  }

  it('behavior: a grant shows the session key, the expiry and each permission’s contract, function and limit', () => {
    expect(
      summarizeRequest(
        grant([{ address: token, allowance: '0x8ac7230489e80000' }]),
        session,
        context,
      ),
    ).toEqual({
      title: 'Grant a session',
      rows: [
        { label: 'Session key', value: sessionKey },
        { label: 'Expires', value: '2027-01-15 09:00:00 UTC (1800003600)' },
        { label: 'Contract', value: token },
        { label: 'Token', value: 'LTT' },
        { label: 'Function', value: 'transfer(address,uint256)' },
        { label: 'Limit', value: '10 LTT in all' },
        { label: 'Network', value: 'Ethereum (eip155:1)' },
        { label: 'Account', value: 'Smart account' },
        { label: 'Fees', value: 'Sponsored' },
      ],
    })
  })

  it('behavior: several permissions are numbered; a token that does not answer shows base units', () => {
    const { rows } = summarizeRequest(
      grant([
        { address: token, allowance: '0x1' },
        { address: other, allowance: '0x2' },
      ]),
      session,
      context,
    )
    expect(rows).toEqual(
      expect.arrayContaining([
        { label: '1. Limit', value: '0.000000000000000001 LTT in all' },
        { label: '2. Contract', value: other },
        { label: '2. Limit', value: '2 (base units of an unknown token) in all' },
      ]),
    )
  })

  it('behavior: an expired or malformed grant is refused before any card; a revocation names its session', () => {
    const late = { ...context, now: 1_800_003_600_000 }
    expect(() =>
      summarizeRequest(grant([{ address: token, allowance: '0x1' }]), session, late),
    ).toThrow('Requested RPC call is not allowed')
    const id = `0x${'ab'.repeat(32)}`
    expect(
      summarizeRequest(
        {
          method: 'wallet_revokePermissions',
          params: [{ permissionsContext: id }],
          chainNamespace: 'eip155',
          chainId: session,
        },
        session,
        context,
      ).rows[0],
    ).toEqual({ label: 'Session', value: id })
  })
})
