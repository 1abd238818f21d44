import { describe, expect, it } from 'vitest'
import { rpcRequestPayloadSchema } from './rpcRequest.js'

const pubkey = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const on = { chainNamespace: 'solana' } as const
const accepts = (payload: unknown) => rpcRequestPayloadSchema.safeParse(payload).success

describe('rpcRequestPayloadSchema', () => {
  it('behavior: any other method passes with its params unread', () => {
    const request = {
      method: 'eth_getBalance',
      params: ['0x52908400098527886E0F7030069857D2E4169EE7', 'latest'],
      chainNamespace: 'eip155',
      chainId: '0x1',
      rpcUrl: 'https://rpc.example.com/1',
    }
    expect(rpcRequestPayloadSchema.parse(request)).toStrictEqual(request)
    expect(accepts({ method: 'eth_chainId', chainNamespace: 'eip155' })).toBe(true)
  })

  it('behavior: the namespace is one of the five', () => {
    for (const chainNamespace of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']) {
      expect(accepts({ method: 'x_call', chainNamespace })).toBe(true)
    }
    expect(accepts({ method: 'x_call', chainNamespace: 'near' })).toBe(false)
    expect(accepts({ method: 'x_call' })).toBe(false)
  })

  it('behavior: the chain id is a string or a number; the RPC URL is http(s)', () => {
    expect(accepts({ method: 'x_call', ...on, chainId: 1 })).toBe(true)
    expect(accepts({ method: 'x_call', ...on, chainId: { id: 1 } })).toBe(false)
    expect(accepts({ method: 'x_call', ...on, rpcUrl: 'file:///etc/passwd' })).toBe(false)
    expect(accepts({ method: '', ...on })).toBe(false)
  })

  it('behavior: solana_signMessage needs a message and a pubkey', () => {
    expect(
      accepts({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey }, ...on }),
    ).toBe(true)
    expect(accepts({ method: 'solana_signMessage', params: { message: '3yZe7d' }, ...on })).toBe(
      false,
    )
    expect(accepts({ method: 'solana_signMessage', params: ['3yZe7d', pubkey], ...on })).toBe(false)
  })

  it('behavior: solana_signTransaction and solana_signAllTransactions', () => {
    expect(
      accepts({ method: 'solana_signTransaction', params: { transaction: 'AQAB' }, ...on }),
    ).toBe(true)
    expect(accepts({ method: 'solana_signTransaction', params: {}, ...on })).toBe(false)
    expect(
      accepts({ method: 'solana_signAllTransactions', params: { transactions: ['AQAB'] }, ...on }),
    ).toBe(true)
    expect(
      accepts({ method: 'solana_signAllTransactions', params: { transactions: 'AQAB' }, ...on }),
    ).toBe(false)
  })

  it('behavior: solana_signAndSendTransaction options', () => {
    const send = (options: unknown) =>
      accepts({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQAB', options },
        ...on,
      })
    expect(send(undefined)).toBe(true)
    for (const preflightCommitment of [
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ]) {
      expect(send({ preflightCommitment })).toBe(true)
    }
    expect(send({ skipPreflight: true, maxRetries: 0, minContextSlot: 250_000_000 })).toBe(true)
    expect(send({ preflightCommitment: 'latest' })).toBe(false)
    expect(send({ skipPreflight: 'yes' })).toBe(false)
    expect(send({ maxRetries: -1 })).toBe(false)
    expect(send({ maxRetries: 1.5 })).toBe(false)
    expect(send({ minContextSlot: -5 })).toBe(false)
  })

  it('behavior: wallet_sendCalls to and data start with 0x', () => {
    const sendCalls = (calls: unknown) =>
      accepts({
        method: 'wallet_sendCalls',
        params: [
          {
            chainId: '0x1',
            from: '0x52908400098527886E0F7030069857D2E4169EE7',
            version: '2.0.0',
            capabilities: { atomic: { required: true } },
            calls,
          },
        ],
        chainNamespace: 'eip155',
      })
    expect(
      sendCalls([
        { to: '0x8617E340B3D01FA5F11F306F4090FD50E238070D', value: '0x1' },
        { to: '0x8617E340B3D01FA5F11F306F4090FD50E238070D', data: '0xa9059cbb' },
      ]),
    ).toBe(true)
    expect(sendCalls([{ to: '8617E340B3D01FA5F11F306F4090FD50E238070D' }])).toBe(false)
    expect(
      sendCalls([{ to: '0x8617E340B3D01FA5F11F306F4090FD50E238070D', data: 'a9059cbb' }]),
    ).toBe(false)
    expect(sendCalls('0x')).toBe(false)
  })

  it('behavior: wallet_sendCalls keeps ERC-5792 v2’s atomicRequired (the wallet must see it)', () => {
    const request = {
      method: 'wallet_sendCalls',
      params: [
        {
          chainId: '0x1',
          from: '0x52908400098527886E0F7030069857D2E4169EE7',
          version: '2.0.0',
          atomicRequired: true,
          calls: [{ to: '0x8617E340B3D01FA5F11F306F4090FD50E238070D' }],
        },
      ],
      chainNamespace: 'eip155',
    }
    const parsed = rpcRequestPayloadSchema.parse(request)
    expect((parsed.params as [{ atomicRequired?: boolean }])[0].atomicRequired).toBe(true)
    expect(
      rpcRequestPayloadSchema.safeParse({
        ...request,
        params: [{ ...request.params[0], atomicRequired: 'yes' }],
      }).success,
    ).toBe(false)
  })

  it('behavior: a malformed ruled method does not pass as another method', () => {
    expect(
      accepts({ method: 'wallet_sendCalls', params: 'anything', chainNamespace: 'eip155' }),
    ).toBe(false)
    expect(accepts({ method: 'solana_signMessage', ...on })).toBe(false)
  })
})
