import { ProviderRpcError } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import { describe, expect, it, vi } from 'vitest'
import { connectSatsConnect } from './satsConnectSigner.js'
import { base64ToBytes, bytesToBase64 } from './signerSupport.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import {
  chainNamed,
  fakeKeyring,
  readSignedTransfer,
  transferPsbtFrom,
} from './testing/fakeKeyring.js'
import { signerEvents } from './testing/signerEvents.js'

type NetworkName = 'Mainnet' | 'Testnet' | 'Signet'
type Listener = (event: { type: string }) => void

// sats-connect's RpcErrorCode: USER_REJECTION, INVALID_PARAMS, ACCESS_DENIED.
const userRejection = -32000
const invalidParams = -32602
const accessDenied = -32002

/**
 * A sats-connect provider (Xverse's `BitcoinProvider`) as sats-connect-core drives it:
 * `request(method, params)` resolves with the JSON-RPC 2.0 answer, `{ result }` or
 * `{ error: { code, message } }` (a refusal is an answer, not a throw); `addListener({ eventName,
 * cb })` returns its removal. It signs with real keys on testnet and mainnet.
 */
function fakeSatsConnect(network: NetworkName = 'Testnet') {
  const accounts = [fakeKeyring(), fakeKeyring(['testnet', 'mainnet'], { keySeed: 5 })]
  const state = {
    network,
    account: 0,
    connected: false,
    reject: undefined as string | undefined,
    requests: [] as { method: string; params: unknown }[],
    listeners: new Map<string, Set<Listener>>(),
  }
  const keyring = () => accounts[state.account] as ReturnType<typeof fakeKeyring>
  const chainName = () => (state.network === 'Mainnet' ? 'mainnet' : 'testnet')
  // Xverse lists the ordinals address first when asked for both.
  const addresses = () =>
    (['ordinals', 'payment'] as const).map((purpose) => {
      const address = keyring().addressOf(
        chainName(),
        purpose === 'payment' ? 'payment' : 'ordinal',
      )
      return {
        address,
        publicKey: keyring().publicKeyOf(address),
        purpose,
        addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
        walletType: 'software',
      }
    })
  const networks = () => ({
    bitcoin: { name: state.network },
    stacks: { name: state.network === 'Mainnet' ? 'Mainnet' : 'Testnet' },
    spark: { name: state.network === 'Mainnet' ? 'Mainnet' : 'Testnet' },
  })

  async function answer(method: string, params: Record<string, unknown>): Promise<unknown> {
    if (state.reject === method) {
      state.reject = undefined
      throw { code: userRejection, message: 'User rejected request' }
    }
    switch (method) {
      case 'getAccounts':
        state.connected = true
        return addresses().filter(({ purpose }) => (params.purposes as string[]).includes(purpose))
      case 'wallet_getAccount':
        if (!state.connected) throw { code: accessDenied, message: 'Access denied' }
        return {
          id: `account-${state.account}`,
          addresses: addresses(),
          walletType: 'software',
          network: networks(),
        }
      case 'wallet_getNetwork':
        return networks()
      case 'wallet_changeNetwork': {
        // sats-connect's BitcoinNetworkType also has Testnet4 and Regtest: this wallet has no
        // keys there.
        if (!['Mainnet', 'Testnet', 'Signet'].includes(params.name as string)) {
          throw { code: invalidParams, message: 'Invalid params' }
        }
        state.network = params.name as NetworkName
        return null
      }
      case 'signMessage': {
        if (params.protocol !== 'BIP322') throw new Error('the stand-in signs BIP-322 only')
        const address = params.address as string
        const signature = await keyring().signText(address, params.message as string)
        return { signature, messageHash: 'hash', address, protocol: 'BIP322' }
      }
      case 'signPsbt': {
        const signed = await keyring().signPsbt(
          base64ToBytes(params.psbt as string),
          chainName(),
          params.signInputs as Record<string, number[]>,
        )
        return { psbt: bytesToBase64(signed) }
      }
      case 'wallet_renouncePermissions':
        state.connected = false
        return null
      default:
        throw { code: -32601, message: 'Method not found' }
    }
  }

  const provider = {
    async request(method: string, params?: unknown) {
      state.requests.push({ method, params })
      const id = String(state.requests.length)
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, (params ?? {}) as never) }
      } catch (error) {
        if (error instanceof Error) throw error
        return { jsonrpc: '2.0', id, error }
      }
    },
    addListener({ eventName, cb }: { eventName: string; cb: Listener }) {
      const set = state.listeners.get(eventName) ?? new Set()
      state.listeners.set(eventName, set)
      set.add(cb)
      return () => set.delete(cb)
    },
  }
  return {
    provider,
    state,
    keyring,
    methods: () => state.requests.map((request) => request.method),
    emit(type: string, fields: Record<string, unknown> = {}) {
      for (const listener of state.listeners.get(type) ?? []) listener({ type, ...fields })
    },
  }
}

async function connected(
  wallet = fakeSatsConnect(),
  overrides: Partial<Parameters<typeof connectSatsConnect>[0]> = {},
) {
  const listeners = signerEvents()
  const signer = await connectSatsConnect({
    provider: wallet.provider,
    silent: false,
    preferred: undefined,
    preferredAccountType: 'payment',
    events: listeners,
    ...overrides,
  })
  return { wallet, signer, listeners }
}

describe('connectSatsConnect', () => {
  it('default: asks getAccounts for both purposes and lists payment before ordinals, with keys', async () => {
    const { wallet, signer } = await connected()
    const payment = wallet.keyring().addressOf('testnet', 'payment')
    const ordinal = wallet.keyring().addressOf('testnet', 'ordinal')
    expect(wallet.state.requests[0]).toEqual({
      method: 'getAccounts',
      params: { purposes: ['payment', 'ordinals'] },
    })
    expect(signer.accounts).toEqual([
      {
        namespace: 'bip122',
        address: payment,
        publicKey: wallet.keyring().publicKeyOf(payment),
        type: 'payment',
        addressType: 'p2wpkh',
      },
      {
        namespace: 'bip122',
        address: ordinal,
        publicKey: wallet.keyring().publicKeyOf(ordinal),
        type: 'ordinal',
        addressType: 'p2tr',
      },
    ])
    expect(signer.chain?.name).toBe('testnet')
  })

  it('parameters: preferredAccountType ordinal lists the ordinals account first', async () => {
    const { signer } = await connected(fakeSatsConnect(), { preferredAccountType: 'ordinal' })
    expect(signer.accounts.map((account) => account.type)).toEqual(['ordinal', 'payment'])
  })

  it('parameters: silent reconnects through wallet_getAccount, without a prompt', async () => {
    const wallet = fakeSatsConnect()
    wallet.state.connected = true
    const { signer } = await connected(wallet, { silent: true })
    expect(wallet.methods()).not.toContain('getAccounts')
    expect(wallet.methods()[0]).toBe('wallet_getAccount')
    expect(signer.accounts).toHaveLength(2)
    // A site the wallet does not know: nothing to restore.
    const stranger = fakeSatsConnect()
    await expect(connected(stranger, { silent: true })).rejects.toThrow(
      'The wallet is not connected',
    )
  })

  it('parameters: a preferred chain moves the wallet there and takes its addresses', async () => {
    const wallet = fakeSatsConnect('Testnet')
    const { signer } = await connected(wallet, { preferred: chainNamed('mainnet') })
    expect(wallet.state.requests).toContainEqual({
      method: 'wallet_changeNetwork',
      params: { name: 'Mainnet' },
    })
    expect(signer.chain?.name).toBe('mainnet')
    expect(signer.accounts[0]?.address).toBe(wallet.keyring().addressOf('mainnet', 'payment'))
  })

  it('behavior: signMessage asks for BIP-322 and gives a signature that verifies', async () => {
    const { wallet, signer } = await connected()
    for (const account of signer.accounts) {
      const message = `Latch ${account.type}`
      const signature = await signer.signMessage(account.address, message)
      expect(wallet.state.requests.at(-1)).toEqual({
        method: 'signMessage',
        params: { address: account.address, message, protocol: 'BIP322' },
      })
      await expect(
        verifyBitcoinSignature({ address: account.address, message, signature }),
      ).resolves.toBe(true)
    }
    const count = wallet.state.requests.length
    await expect(signer.signMessage('tb1qnotmine', 'x')).rejects.toThrow(
      'The wallet is not connected',
    )
    expect(wallet.state.requests).toHaveLength(count)
  })

  it('behavior: a transfer PSBT goes as base64 with its inputs by address and comes back signed', async () => {
    const { wallet, signer } = await connected()
    const chain = chainNamed('testnet')
    const [payment, ordinal] = signer.accounts
    if (!payment || !ordinal) throw new Error('not connected')
    const built = transferPsbtFrom(payment, ordinal.address, chain)
    const signed = await signer.signPsbt(
      built.psbt,
      [{ address: payment.address, signingIndexes: built.signingIndexes }],
      chain,
    )
    expect(wallet.state.requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: {
        psbt: bytesToBase64(built.psbt),
        signInputs: { [payment.address]: built.signingIndexes },
        broadcast: false,
      },
    })
    const { validSignatures, transaction } = readSignedTransfer(built.psbt, signed, chain)
    expect(validSignatures).toEqual(built.signingIndexes.map(() => true))
    expect(transaction.txid).toMatch(/^[0-9a-f]{64}$/)
  })

  it('behavior: the wallet refusing (USER_REJECTION, -32000) is a 4001 rejection', async () => {
    const wallet = fakeSatsConnect()
    wallet.state.reject = 'getAccounts'
    const refused = await connected(wallet).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect(refused).toMatchObject({ code: 4001, message: 'User rejected request' })

    const { signer } = await connected(wallet)
    const payment = signer.accounts[0]?.address as string
    wallet.state.reject = 'signMessage'
    const rejected = await signer.signMessage(payment, 'x').catch((error: unknown) => error)
    expect(isUserRejection(rejected)).toBe(true)

    // Some sats-connect wallets throw the whole answer instead of resolving with it.
    wallet.provider.request = async () => {
      throw { jsonrpc: '2.0', id: '9', error: { code: userRejection, message: 'Cancelled' } }
    }
    const thrown = await signer.signMessage(payment, 'x').catch((error: unknown) => error)
    expect(isUserRejection(thrown)).toBe(true)
    expect(thrown).toMatchObject({ message: 'Cancelled' })

    // Any other failure keeps its own code: it is no refusal by the visitor.
    wallet.provider.request = async () => ({
      jsonrpc: '2.0',
      id: '10',
      error: { code: -32603, message: 'Internal error' },
    })
    const failed = await signer.signMessage(payment, 'x').catch((error: unknown) => error)
    expect(isUserRejection(failed)).toBe(false)
    expect(failed).toMatchObject({ code: -32603, message: 'Internal error' })
  })

  it('behavior: switchNetwork moves the wallet; a chain it cannot be on is "not supported"', async () => {
    const { wallet, signer } = await connected()
    await signer.switchNetwork(chainNamed('mainnet'))
    expect(signer.chain?.name).toBe('mainnet')
    expect(signer.accounts[0]?.address).toBe(wallet.keyring().addressOf('mainnet', 'payment'))

    const refused = await signer.switchNetwork(chainNamed('regtest')).catch((error) => error)
    expect(refused).toMatchObject({ code: 'NOT_SUPPORTED' })
    expect((refused as Error).cause).toMatchObject({ code: 4902 })
    expect(signer.chain?.name).toBe('mainnet')

    wallet.state.reject = 'wallet_changeNetwork'
    const rejected = await signer.switchNetwork(chainNamed('testnet')).catch((error) => error)
    expect(isUserRejection(rejected)).toBe(true)
    expect(signer.chain?.name).toBe('mainnet')
  })

  it('behavior: accountChange reads the new account; disconnect and detach end the reports', async () => {
    const { wallet, signer, listeners } = await connected()
    wallet.state.account = 1
    wallet.emit('accountChange')
    await vi.waitFor(() => expect(listeners.accountsChanged).toHaveBeenCalledTimes(1))
    const moved = wallet.keyring().addressOf('testnet', 'payment')
    expect(listeners.accountsChanged.mock.calls[0]?.[0][0]?.address).toBe(moved)
    expect(signer.accounts[0]?.address).toBe(moved)

    wallet.emit('disconnect')
    expect(listeners.disconnected).toHaveBeenCalledTimes(1)

    signer.detach()
    expect([...wallet.state.listeners.values()].every((set) => set.size === 0)).toBe(true)
    await signer.disconnect()
    expect(wallet.methods().at(-1)).toBe('wallet_renouncePermissions')
    expect(wallet.state.connected).toBe(false)
  })
  it('behavior: a networkChange of the wallet moves the signer and reports the new addresses', async () => {
    const { wallet, signer, listeners } = await connected()
    wallet.state.network = 'Mainnet'
    wallet.emit('networkChange', { bitcoin: { name: 'Mainnet' }, stacks: { name: 'mainnet' } })
    await vi.waitFor(() => expect(listeners.networkChanged).toHaveBeenCalledTimes(1))
    expect(listeners.networkChanged.mock.calls[0]?.[0].name).toBe('mainnet')
    expect(signer.chain?.name).toBe('mainnet')
    const payment = wallet.keyring().addressOf('mainnet', 'payment')
    expect(listeners.accountsChanged.mock.calls.at(-1)?.[0][0]?.address).toBe(payment)

    // A switch the site asked for is reported once, by the adapter, not again by the signer.
    await signer.switchNetwork(chainNamed('testnet'))
    wallet.emit('networkChange', { bitcoin: { name: 'Testnet' }, stacks: { name: 'testnet' } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(listeners.networkChanged).toHaveBeenCalledTimes(1)
  })
})
