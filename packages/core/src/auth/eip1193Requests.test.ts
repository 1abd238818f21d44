import { describe, expect, it, vi } from 'vitest'
import { type Eip1193Wallet, eip1193Request, toHexChainId } from './eip1193Requests.js'

const account = {
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  caipNetworkId: 'eip155:1',
} as const

function wallet(signedIn = true) {
  return {
    connect: vi.fn(async () => account),
    reconnect: vi.fn(async () => (signedIn ? account : undefined)),
    switchNetwork: vi.fn(async () => {}),
    currentNetwork: vi.fn(async () => 'eip155:137' as const),
  } satisfies Eip1193Wallet
}

describe('eip1193Request', () => {
  it('default: accounts and chain as EIP-1193 writes them', async () => {
    const signedIn = wallet()
    await expect(eip1193Request(signedIn, { method: 'eth_requestAccounts' })).resolves.toEqual([
      account.address,
    ])
    await expect(eip1193Request(signedIn, { method: 'eth_accounts' })).resolves.toEqual([
      account.address,
    ])
    await expect(eip1193Request(signedIn, { method: 'eth_chainId' })).resolves.toBe('0x89')
    await expect(eip1193Request(wallet(false), { method: 'eth_accounts' })).resolves.toEqual([])
  })

  it('behavior: wallet_switchEthereumChain takes a hex, decimal or CAIP-2 chain id', async () => {
    const target = wallet()
    for (const chainId of ['0xa', '10', 'eip155:10', 10]) {
      await expect(
        eip1193Request(target, { method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
      ).resolves.toBeNull()
    }
    expect(target.switchNetwork.mock.calls).toEqual(Array(4).fill(['eip155:10']))
    await expect(
      eip1193Request(target, { method: 'wallet_switchEthereumChain', params: [] }),
    ).rejects.toThrow('Chain is not supported')
  })

  it('behavior: other methods are not answered here', () => {
    expect(eip1193Request(wallet(), { method: 'personal_sign', params: ['0x00'] })).toBeUndefined()
    expect(toHexChainId('eip155:31337')).toBe('0x7a69')
  })
})
