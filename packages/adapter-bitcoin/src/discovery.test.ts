import { describe, expect, it, vi } from 'vitest'
import { discoverBitcoinWallets, parseWalletName } from './discovery.js'
import { fakeBitcoinWallet, walletRegistry } from './testing/fakeBitcoinWallet.js'

const icon = 'data:image/png;base64,iVBORw0KGgo='
const satsProvider = () => ({ request: vi.fn(async () => ({ result: [] })) })
const unisat = () => ({
  requestAccounts: async () => [],
  getAccounts: async () => [],
  getPublicKey: async () => '',
  signMessage: async () => '',
  signPsbt: async () => '',
})

function found(
  registry: ReturnType<typeof walletRegistry> | undefined,
  target?: Record<string, unknown>,
) {
  return discoverBitcoinWallets(registry, target, () => {})
    .wallets()
    .map(({ connector, wallet }) => ({ ...connector, kind: wallet.kind }))
}

describe('discoverBitcoinWallets', () => {
  it('default: Wallet Standard wallets with bitcoin features, announced with their icon', () => {
    const { wallet } = fakeBitcoinWallet({ icon })
    expect(found(walletRegistry(wallet))).toEqual([
      {
        id: 'Fake Bitcoin Wallet',
        name: 'Fake Bitcoin Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: icon,
        info: { icon },
        kind: 'standard',
      },
    ])
  })

  it('behavior: wallets of other chains, unsafe icons and odd names never reach the modal', () => {
    const solanaOnly = {
      ...fakeBitcoinWallet({ name: 'Sol' }).wallet,
      chains: ['solana:mainnet'] as const,
    }
    const scripted = fakeBitcoinWallet({ name: 'Evil', icon: 'javascript:alert(1)' }).wallet
    const markup = fakeBitcoinWallet({
      name: 'Svg',
      icon: 'data:text/html,<script>1</script>',
    }).wallet
    const noSigning = fakeBitcoinWallet({ name: 'Half', features: ['bitcoin:connect'] }).wallet
    const named = fakeBitcoinWallet({ name: 'Bad\u0000Name' }).wallet
    expect(found(walletRegistry(solanaOnly as never, scripted, markup, noSigning, named))).toEqual(
      [],
    )
    expect(parseWalletName('  Xverse ')).toBe('Xverse')
    expect(parseWalletName('x'.repeat(65))).toBeUndefined()
    expect(parseWalletName(42)).toBeUndefined()
  })

  it('behavior: the first wallet of a name keeps it', () => {
    const first = fakeBitcoinWallet({ icon }).wallet
    const impostor = fakeBitcoinWallet({ icon: 'https://evil.example/icon.png' }).wallet
    const [listed, ...others] = discoverBitcoinWallets(
      walletRegistry(first, impostor),
      undefined,
      () => {},
    ).wallets()
    expect(others).toEqual([])
    expect(listed?.wallet).toEqual({ kind: 'standard', wallet: first })
  })

  it('behavior: injected providers behind the same connector shape, announced ones first, each once', () => {
    const xverse = satsProvider()
    const magicEden = satsProvider()
    const leather = satsProvider()
    const target = {
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon },
        { id: 'magicEden.bitcoin', name: 'Magic Eden', icon: 'javascript:void 0' },
        { id: 'constructor.constructor', name: 'Proto', icon },
      ],
      XverseProviders: { BitcoinProvider: xverse },
      magicEden: { bitcoin: magicEden },
      unisat: unisat(),
      LeatherProvider: leather,
    }
    expect(found(undefined, target).map(({ id, type, kind }) => [id, type, kind])).toEqual([
      ['Xverse Wallet', 'ANNOUNCED', 'satsConnect'],
      ['UniSat', 'INJECTED', 'unisat'],
      ['Leather', 'INJECTED', 'leather'],
    ])
  })

  it('behavior: a Wallet Standard wallet offering only sats-connect is driven through it', () => {
    const provider = satsProvider()
    const { wallet } = fakeBitcoinWallet({ name: 'Magic Eden', features: [] })
    const satsOnly = { ...wallet, features: { 'sats-connect:': { provider } } }
    const target = { XverseProviders: { BitcoinProvider: provider } }
    expect(found(walletRegistry(satsOnly as never), target)).toEqual([
      expect.objectContaining({ id: 'Magic Eden', type: 'ANNOUNCED', kind: 'satsConnect' }),
    ])
  })

  it('behavior: later registrations are reported, and stop() stops listening', () => {
    const off = vi.fn()
    const on = vi.fn((_event: string, _listener: () => void) => off)
    const onChange = vi.fn()
    const discovery = discoverBitcoinWallets({ get: () => [], on }, undefined, onChange)
    expect(on.mock.calls.map(([event]) => event)).toEqual(['register', 'unregister'])
    discovery.stop()
    expect(off).toHaveBeenCalledTimes(2)
  })
})
