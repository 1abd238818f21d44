import { ProviderRpcError } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it, vi } from 'vitest'
import type { UnisatProvider } from './bitcoinWalletSource.js'
import { libNetworkOf } from './libNetwork.js'
import { bytesToHex, hexToBytes } from './signerSupport.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import {
  chainNamed,
  fakeKeyring,
  readSignedTransfer,
  transferPsbtFrom,
} from './testing/fakeKeyring.js'
import { signerEvents } from './testing/signerEvents.js'
import { connectUnisat } from './unisatSigner.js'

type Listener = (...args: unknown[]) => void
type UnisatNetwork = 'livenet' | 'testnet'

/**
 * UniSat's `window.unisat` as its wallet API documents it: one account at a time (the address
 * type the user chose), `requestAccounts` / `getAccounts` / `getPublicKey`, `getNetwork` and
 * `switchNetwork` between livenet and testnet, `signMessage(text, 'bip322-simple')`,
 * `signPsbt(hex, { autoFinalized, toSignInputs })` answering hex, and EventEmitter events.
 * A refusal rejects with `{ code: 4001, message }`. It signs with real keys.
 */
function fakeUnisat(
  addressType: 'payment' | 'ordinal' = 'ordinal',
  network: UnisatNetwork = 'testnet',
) {
  const keyrings = [fakeKeyring(), fakeKeyring(['testnet', 'mainnet'], { keySeed: 5 })]
  const state = {
    network,
    account: 0,
    connected: false,
    reject: undefined as string | undefined,
    calls: [] as { method: string; args: unknown[] }[],
    listeners: new Map<string, Set<Listener>>(),
  }
  const keyring = () => keyrings[state.account] as ReturnType<typeof fakeKeyring>
  const chainName = () => (state.network === 'livenet' ? 'mainnet' : 'testnet')
  const address = () => keyring().addressOf(chainName(), addressType)
  async function call<T>(method: string, args: unknown[], run: () => T | Promise<T>) {
    state.calls.push({ method, args })
    if (state.reject === method) {
      state.reject = undefined
      throw { code: 4001, message: 'User rejected the request.' }
    }
    return run()
  }
  const provider = {
    requestAccounts: () =>
      call('requestAccounts', [], () => {
        state.connected = true
        return [address()]
      }),
    getAccounts: () => call('getAccounts', [], () => (state.connected ? [address()] : [])),
    getPublicKey: () => call('getPublicKey', [], () => keyring().publicKeyOf(address())),
    getNetwork: () => call('getNetwork', [], () => state.network),
    switchNetwork: (name: string) =>
      call('switchNetwork', [name], () => {
        if (name !== 'livenet' && name !== 'testnet') throw new Error('invalid network')
        state.network = name
        return name
      }),
    signMessage: (message: string, type: 'bip322-simple' | 'ecdsa') =>
      call('signMessage', [message, type], () => {
        if (type !== 'bip322-simple') throw new Error('the stand-in signs BIP-322 only')
        return keyring().signText(address(), message)
      }),
    signPsbt: (
      psbtHex: string,
      options: { autoFinalized: boolean; toSignInputs: { index: number; address: string }[] },
    ) =>
      call('signPsbt', [psbtHex, options], async () => {
        const byAddress: Record<string, number[]> = {}
        for (const { index, address: signer } of options.toSignInputs) {
          byAddress[signer] = [...(byAddress[signer] ?? []), index]
        }
        const signed = await keyring().signPsbt(hexToBytes(psbtHex), chainName(), byAddress)
        if (!options.autoFinalized) return bytesToHex(signed)
        // UniSat's default: the inputs it signed come back finalized.
        const psbt = Psbt.fromBuffer(signed, { network: libNetworkOf(chainNamed(chainName())) })
        for (const { index } of options.toSignInputs) psbt.finalizeInput(index)
        return psbt.toHex()
      }),
    on(event: string, listener: Listener) {
      const set = state.listeners.get(event) ?? new Set()
      state.listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      state.listeners.get(event)?.delete(listener)
    },
  } satisfies UnisatProvider
  return {
    provider,
    state,
    keyring,
    address,
    emit(event: string, ...args: unknown[]) {
      for (const listener of state.listeners.get(event) ?? []) listener(...args)
    },
  }
}

async function connected(
  wallet = fakeUnisat(),
  overrides: Partial<Parameters<typeof connectUnisat>[0]> = {},
) {
  const listeners = signerEvents()
  const signer = await connectUnisat({
    provider: wallet.provider,
    silent: false,
    preferred: undefined,
    preferredAccountType: 'payment',
    events: listeners,
    ...overrides,
  })
  return { wallet, signer, listeners }
}

describe('connectUnisat', () => {
  it('default: requestAccounts and getPublicKey give its one account, which pays whatever its script', async () => {
    const { wallet, signer } = await connected()
    expect(wallet.state.calls.map((call) => call.method).slice(0, 2)).toEqual([
      'requestAccounts',
      'getPublicKey',
    ])
    expect(signer.accounts).toEqual([
      {
        namespace: 'bip122',
        address: wallet.address(),
        publicKey: wallet.keyring().publicKeyOf(wallet.address()),
        type: 'payment',
        addressType: 'p2tr',
      },
    ])
    expect(signer.chain?.name).toBe('testnet')

    const segwit = await connected(fakeUnisat('payment'))
    expect(segwit.signer.accounts[0]).toMatchObject({ type: 'payment', addressType: 'p2wpkh' })
  })

  it('parameters: silent reads getAccounts without a prompt; none is "not connected"', async () => {
    const wallet = fakeUnisat()
    await expect(connected(wallet, { silent: true })).rejects.toThrow('The wallet is not connected')
    expect(wallet.state.calls.map((call) => call.method)).not.toContain('requestAccounts')
    wallet.state.connected = true
    const { signer } = await connected(wallet, { silent: true })
    expect(signer.accounts[0]?.address).toBe(wallet.address())
  })

  it('parameters: a preferred chain switches the wallet and reads its account there', async () => {
    const wallet = fakeUnisat('ordinal', 'testnet')
    const { signer } = await connected(wallet, { preferred: chainNamed('mainnet') })
    expect(wallet.state.calls).toContainEqual({ method: 'switchNetwork', args: ['livenet'] })
    expect(signer.chain?.name).toBe('mainnet')
    expect(signer.accounts[0]?.address).toBe(wallet.keyring().addressOf('mainnet', 'ordinal'))
  })

  it('behavior: signMessage asks for bip322-simple and the signature verifies', async () => {
    for (const type of ['ordinal', 'payment'] as const) {
      const { wallet, signer } = await connected(fakeUnisat(type))
      const address = wallet.address()
      const signature = await signer.signMessage(address, 'Latch')
      expect(wallet.state.calls.at(-1)).toEqual({
        method: 'signMessage',
        args: ['Latch', 'bip322-simple'],
      })
      await expect(verifyBitcoinSignature({ address, message: 'Latch', signature })).resolves.toBe(
        true,
      )
      await expect(signer.signMessage('tb1qnotmine', 'x')).rejects.toThrow(
        'The wallet is not connected',
      )
    }
  })

  it('behavior: a transfer PSBT goes as hex with toSignInputs, not finalized, and comes back signed', async () => {
    for (const type of ['ordinal', 'payment'] as const) {
      const { wallet, signer } = await connected(fakeUnisat(type))
      const chain = chainNamed('testnet')
      const [account] = signer.accounts
      if (!account) throw new Error('not connected')
      const built = transferPsbtFrom(
        account,
        wallet.keyring().addressOf('testnet', 'payment'),
        chain,
      )
      const signed = await signer.signPsbt(
        built.psbt,
        [{ address: account.address, signingIndexes: built.signingIndexes }],
        chain,
      )
      expect(wallet.state.calls.at(-1)).toEqual({
        method: 'signPsbt',
        args: [
          bytesToHex(built.psbt),
          {
            autoFinalized: false,
            toSignInputs: built.signingIndexes.map((index) => ({
              index,
              address: account.address,
            })),
          },
        ],
      })
      const { validSignatures, transaction } = readSignedTransfer(built.psbt, signed, chain)
      expect(validSignatures).toEqual(built.signingIndexes.map(() => true))
      expect(transaction.txid).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('behavior: UniSat refusing (code 4001) is a 4001 rejection', async () => {
    const wallet = fakeUnisat()
    wallet.state.reject = 'requestAccounts'
    const refused = await connected(wallet).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect(refused).toMatchObject({ code: 4001, message: 'User rejected the request.' })

    const { signer } = await connected(wallet)
    const [account] = signer.accounts
    if (!account) throw new Error('not connected')
    wallet.state.reject = 'signPsbt'
    const chain = chainNamed('testnet')
    const built = transferPsbtFrom(account, wallet.address(), chain)
    const rejected = await signer
      .signPsbt(built.psbt, [{ address: account.address, signingIndexes: [0] }], chain)
      .catch((error: unknown) => error)
    expect(isUserRejection(rejected)).toBe(true)
  })

  it('behavior: switchNetwork moves between livenet and testnet; regtest is "not supported"', async () => {
    const { wallet, signer } = await connected()
    await signer.switchNetwork(chainNamed('mainnet'))
    expect(wallet.state.calls).toContainEqual({ method: 'switchNetwork', args: ['livenet'] })
    expect(signer.chain?.name).toBe('mainnet')
    expect(signer.accounts[0]?.address).toBe(wallet.keyring().addressOf('mainnet', 'ordinal'))

    const calls = wallet.state.calls.length
    const refused = await signer.switchNetwork(chainNamed('regtest')).catch((error) => error)
    expect(refused).toMatchObject({ code: 'NOT_SUPPORTED' })
    expect((refused as Error).cause).toMatchObject({ code: 4902 })
    expect(wallet.state.calls).toHaveLength(calls)

    wallet.state.reject = 'switchNetwork'
    const rejected = await signer.switchNetwork(chainNamed('testnet')).catch((error) => error)
    expect(isUserRejection(rejected)).toBe(true)
    expect(signer.chain?.name).toBe('mainnet')
  })

  it('behavior: accountsChanged and networkChanged are reported until detach', async () => {
    const { wallet, signer, listeners } = await connected()
    wallet.state.account = 1
    wallet.emit('accountsChanged', [wallet.address()])
    await vi.waitFor(() => expect(listeners.accountsChanged).toHaveBeenCalledTimes(1))
    expect(listeners.accountsChanged.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({
        address: wallet.address(),
        publicKey: wallet.keyring().publicKeyOf(wallet.address()),
      }),
    ])

    wallet.state.network = 'livenet'
    wallet.emit('networkChanged', 'livenet')
    await vi.waitFor(() => expect(listeners.networkChanged).toHaveBeenCalledTimes(1))
    expect(listeners.networkChanged.mock.calls[0]?.[0].name).toBe('mainnet')
    expect(signer.chain?.name).toBe('mainnet')

    // Locked, or the site disconnected in UniSat: no account left.
    wallet.emit('accountsChanged', [])
    await vi.waitFor(() => expect(listeners.disconnected).toHaveBeenCalledTimes(1))

    signer.detach()
    expect([...wallet.state.listeners.values()].every((set) => set.size === 0)).toBe(true)
  })
})
