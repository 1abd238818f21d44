import { describe, expect, it } from 'vitest'
import { approvedNamespaces, proposedByNamespace } from './mobileWalletNamespaces.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wallet = {
  eip155: { chains: ['eip155:31337', 'eip155:31338'], address },
  solana: {
    chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    address: 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
  },
}

describe('proposedByNamespace', () => {
  it('default: required and optional namespaces merged, a chain key read as its namespace', () => {
    expect(
      Object.fromEntries(
        proposedByNamespace({
          requiredNamespaces: { 'eip155:1': { methods: ['personal_sign'], events: [] } },
          optionalNamespaces: {
            eip155: {
              chains: ['eip155:1', 'eip155:10'],
              methods: ['personal_sign', 'eth_sendTransaction'],
              events: ['chainChanged'],
            },
          },
        }),
      ),
    ).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged'],
      },
    })
  })
})

describe('approvedNamespaces', () => {
  it('default: each namespace the wallet has, on the proposed chains it has, its address on each', () => {
    expect(
      approvedNamespaces(
        {
          requiredNamespaces: {},
          optionalNamespaces: {
            eip155: {
              chains: ['eip155:1', 'eip155:31338'],
              methods: ['personal_sign'],
              events: ['accountsChanged'],
            },
            solana: {
              chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
              methods: ['solana_signMessage'],
              events: [],
            },
            polkadot: {
              chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
              methods: [],
              events: [],
            },
          },
        },
        wallet,
      ),
    ).toEqual({
      eip155: {
        chains: ['eip155:31338'],
        methods: ['personal_sign'],
        events: ['accountsChanged'],
        accounts: [`eip155:31338:${address}`],
      },
      solana: {
        chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
        methods: ['solana_signMessage'],
        events: [],
        accounts: [
          'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
        ],
      },
    })
  })

  it('behavior: a required chain the wallet lacks → an error naming it', () => {
    expect(() =>
      approvedNamespaces(
        {
          requiredNamespaces: {
            eip155: { chains: ['eip155:1', 'eip155:31337'], methods: [], events: [] },
          },
        },
        wallet,
      ),
    ).toThrow('The site requires eip155:1, which the wallet does not have')
    expect(() =>
      approvedNamespaces(
        {
          requiredNamespaces: {
            cosmos: { chains: ['cosmos:cosmoshub-4'], methods: [], events: [] },
          },
        },
        { eip155: wallet.eip155 },
      ),
    ).toThrow('The site requires cosmos:cosmoshub-4, which the wallet does not have')
  })

  it('behavior: none of the proposed chains → an error', () => {
    expect(() =>
      approvedNamespaces(
        {
          requiredNamespaces: {},
          optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
        },
        wallet,
      ),
    ).toThrow('The wallet has none of the proposed chains')
  })
})
