import {
  type AuthAccount,
  type AuthProvider,
  type AuthProviderEvents,
  type AuthRequestArguments,
  type CaipNetworkId,
  ProviderRpcError,
} from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import { describe, expect, it, vi } from 'vitest'
import { type BitcoinChainName, bitcoinChainOf } from './bitcoinChains.js'
import { connectSessionSigner } from './sessionSigner.js'
import { base64ToBytes, bytesToBase64 } from './signerSupport.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import {
  chainNamed,
  fakeKeyring,
  readSignedTransfer,
  transferPsbtFrom,
} from './testing/fakeKeyring.js'
import { signerEvents } from './testing/signerEvents.js'

// @walletconnect/utils getSdkError('USER_REJECTED'), as a peer answers a refused request.
const walletConnectUserRejected = { code: 5000, message: 'User rejected.' }

type Listeners = { [E in keyof AuthProviderEvents]?: Set<AuthProviderEvents[E]> }

/**
 * A WalletConnect session's bip122 provider as core hands it over (`AuthProvider`, see
 * core's walletConnectProvider.ts): one approved account per chain of the session, `connect`
 * and `reconnect` pick from it without a prompt, `switchNetwork` moves to another approved
 * chain (announcing it) or fails, and `request` goes to the wallet, which answers
 * WalletConnect's Bitcoin RPC (`getAccountAddresses`, `signMessage`, `signPsbt`) for real and
 * refuses with sign-client's `{ code: 5000 }`.
 */
function fakeSession(chains: readonly BitcoinChainName[] = ['testnet', 'mainnet']) {
  const keyrings = [fakeKeyring(chains), fakeKeyring(chains, { keySeed: 5 })]
  const state = {
    account: 0,
    restorable: true,
    current: undefined as AuthAccount | undefined,
    reject: undefined as string | undefined,
    requests: [] as AuthRequestArguments[],
    listeners: {} as Listeners,
  }
  const keyring = () => keyrings[state.account] as ReturnType<typeof fakeKeyring>
  const approved = (): AuthAccount[] =>
    chains.map((name) => ({
      address: keyring().addressOf(name, 'payment'),
      caipNetworkId: chainNamed(name).caipNetworkId,
    }))
  const pick = (network?: CaipNetworkId) =>
    approved().find((account) => account.caipNetworkId === network) ?? approved()[0]
  const nameOf = (chainId: CaipNetworkId | undefined) =>
    bitcoinChainOf(chainId ?? (state.current?.caipNetworkId as string))?.name as BitcoinChainName
  const coinType = (name: BitcoinChainName) => (name === 'mainnet' ? 0 : 1)

  function emit<E extends keyof AuthProviderEvents>(
    event: E,
    ...args: Parameters<AuthProviderEvents[E]>
  ) {
    for (const listener of state.listeners[event] ?? []) {
      ;(listener as (...values: unknown[]) => void)(...args)
    }
  }

  async function answer({ method, params, chainId }: AuthRequestArguments): Promise<unknown> {
    const name = nameOf(chainId)
    const input = params as Record<string, unknown>
    if (input.account !== keyring().addressOf(name, 'payment')) {
      throw { code: -32602, message: `unknown account ${String(input.account)}` }
    }
    switch (method) {
      case 'getAccountAddresses':
        return (['payment', 'ordinal'] as const).map((intention) => {
          const address = keyring().addressOf(name, intention)
          return {
            address,
            publicKey: keyring().publicKeyOf(address),
            path: `m/${intention === 'payment' ? 84 : 86}'/${coinType(name)}'/0'/0/0`,
            intention,
          }
        })
      case 'signMessage': {
        if (input.protocol !== 'bip322') throw new Error('the stand-in signs BIP-322 only')
        const address = input.address as string
        return { address, signature: await keyring().signText(address, input.message as string) }
      }
      case 'signPsbt': {
        const byAddress: Record<string, number[]> = {}
        for (const { address, index } of input.signInputs as { address: string; index: number }[]) {
          byAddress[address] = [...(byAddress[address] ?? []), index]
        }
        const signed = await keyring().signPsbt(
          base64ToBytes(input.psbt as string),
          name,
          byAddress,
        )
        return { psbt: bytesToBase64(signed) }
      }
      default:
        throw { code: -32601, message: 'Method not found' }
    }
  }

  const provider: AuthProvider = {
    namespace: 'bip122',
    async connect(parameters = {}) {
      const found = pick(parameters.network)
      if (!found) throw new Error('no session account')
      state.current = found
      return found
    },
    async reconnect() {
      if (!state.restorable) return undefined
      state.current = pick()
      return state.current
    },
    async switchNetwork(target) {
      const found = approved().find((account) => account.caipNetworkId === target)
      if (!found) throw new Error('Chain is not supported')
      const changed = state.current?.caipNetworkId !== target
      state.current = found
      if (changed) emit('networkChanged', target)
    },
    async request(args) {
      state.requests.push(args)
      if (state.reject === args.method) {
        state.reject = undefined
        throw walletConnectUserRejected
      }
      return answer(args)
    },
    on(event, listener) {
      const set = (state.listeners[event] ?? new Set()) as Set<typeof listener>
      state.listeners[event] = set as never
      set.add(listener)
    },
    removeListener(event, listener) {
      state.listeners[event]?.delete(listener as never)
    },
    disconnect: vi.fn(async () => {
      state.current = undefined
    }),
  }
  return { provider, state, keyring, emit, lastRequest: () => state.requests.at(-1) }
}

async function connected(
  session = fakeSession(),
  overrides: Partial<Parameters<typeof connectSessionSigner>[0]> = {},
) {
  const listeners = signerEvents()
  const signer = await connectSessionSigner({
    provider: session.provider,
    silent: false,
    preferred: undefined,
    preferredAccountType: 'payment',
    events: listeners,
    ...overrides,
  })
  return { session, signer, listeners }
}

const testnet = chainNamed('testnet')
const mainnet = chainNamed('mainnet')

describe('connectSessionSigner', () => {
  it("default: getAccountAddresses on the session's chain gives payment and ordinal with keys and paths", async () => {
    const { session, signer } = await connected()
    const payment = session.keyring().addressOf('testnet', 'payment')
    const ordinal = session.keyring().addressOf('testnet', 'ordinal')
    expect(session.state.requests[0]).toEqual({
      method: 'getAccountAddresses',
      params: { account: payment },
      chainId: testnet.caipNetworkId,
    })
    expect(signer.chain).toBe(testnet)
    expect(signer.accounts).toEqual([
      {
        namespace: 'bip122',
        address: payment,
        publicKey: session.keyring().publicKeyOf(payment),
        path: "m/84'/1'/0'/0/0",
        type: 'payment',
        addressType: 'p2wpkh',
      },
      {
        namespace: 'bip122',
        address: ordinal,
        publicKey: session.keyring().publicKeyOf(ordinal),
        path: "m/86'/1'/0'/0/0",
        type: 'ordinal',
        addressType: 'p2tr',
      },
    ])
  })

  it('parameters: preferred asks the session for that chain; silent restores without a prompt', async () => {
    const { signer } = await connected(fakeSession(), { preferred: mainnet })
    expect(signer.chain).toBe(mainnet)
    expect(signer.accounts[0]?.address).toMatch(/^bc1q/)

    const restored = await connected(fakeSession(), { silent: true })
    expect(restored.signer.accounts).toHaveLength(2)
    const gone = fakeSession()
    gone.state.restorable = false
    await expect(connected(gone, { silent: true })).rejects.toThrow('The wallet is not connected')
  })

  it('parameters: a wallet without getAccountAddresses leaves the session account alone', async () => {
    const session = fakeSession()
    const ask = session.provider.request
    session.provider.request = async (args) =>
      args.method === 'getAccountAddresses'
        ? Promise.reject({ code: -32601, message: 'Method not found' })
        : ask(args)
    const { signer } = await connected(session)
    expect(signer.accounts).toEqual([
      expect.objectContaining({
        address: session.keyring().addressOf('testnet', 'payment'),
        publicKey: '',
        type: 'payment',
      }),
    ])
  })

  it('behavior: signMessage asks for bip322 by the session account, and the signature verifies', async () => {
    const { session, signer } = await connected()
    const account = session.keyring().addressOf('testnet', 'payment')
    for (const { address } of signer.accounts) {
      const signature = await signer.signMessage(address, 'Latch')
      expect(session.lastRequest()).toEqual({
        method: 'signMessage',
        params: { account, address, message: 'Latch', protocol: 'bip322' },
        chainId: testnet.caipNetworkId,
      })
      await expect(verifyBitcoinSignature({ address, message: 'Latch', signature })).resolves.toBe(
        true,
      )
    }
    await expect(signer.signMessage('tb1qnotmine', 'x')).rejects.toThrow(
      'The wallet is not connected',
    )
  })

  it('behavior: a transfer PSBT goes as base64 with inputs by address and index, and comes back signed', async () => {
    const { session, signer } = await connected()
    const [payment, ordinal] = signer.accounts
    if (!payment || !ordinal) throw new Error('not connected')
    const built = transferPsbtFrom(payment, ordinal.address, testnet)
    const signed = await signer.signPsbt(
      built.psbt,
      [{ address: payment.address, signingIndexes: built.signingIndexes }],
      testnet,
    )
    expect(session.lastRequest()).toEqual({
      method: 'signPsbt',
      params: {
        account: payment.address,
        psbt: bytesToBase64(built.psbt),
        signInputs: built.signingIndexes.map((index) => ({ address: payment.address, index })),
        broadcast: false,
      },
      chainId: testnet.caipNetworkId,
    })
    const { validSignatures, transaction } = readSignedTransfer(built.psbt, signed, testnet)
    expect(validSignatures).toEqual(built.signingIndexes.map(() => true))
    expect(transaction.txid).toMatch(/^[0-9a-f]{64}$/)
  })

  it('behavior: the wallet refusing (WalletConnect 5000 "User rejected.") is a 4001 rejection', async () => {
    const { session, signer } = await connected()
    const [payment] = signer.accounts
    if (!payment) throw new Error('not connected')
    session.state.reject = 'signMessage'
    const refused = await signer.signMessage(payment.address, 'x').catch((error) => error)
    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect(refused).toMatchObject({ code: 4001, message: 'User rejected.' })

    session.state.reject = 'signPsbt'
    const built = transferPsbtFrom(payment, payment.address, testnet)
    const rejected = await signer
      .signPsbt(built.psbt, [{ address: payment.address, signingIndexes: [0] }], testnet)
      .catch((error) => error)
    expect(isUserRejection(rejected)).toBe(true)
  })

  it("behavior: switchNetwork takes the session's account on that chain, once; a chain outside it is not supported", async () => {
    const { session, signer, listeners } = await connected()
    await signer.switchNetwork(mainnet)
    expect(signer.chain).toBe(mainnet)
    const payment = session.keyring().addressOf('mainnet', 'payment')
    expect(signer.accounts.map((account) => account.address)).toEqual([
      payment,
      session.keyring().addressOf('mainnet', 'ordinal'),
    ])
    // The adapter reports the switch it asked for itself: the signer does not report it again.
    expect(listeners.networkChanged).not.toHaveBeenCalled()
    await signer.signMessage(payment, 'Latch')
    expect(session.lastRequest()).toMatchObject({
      params: { account: payment, address: payment },
      chainId: mainnet.caipNetworkId,
    })

    const refused = await signer.switchNetwork(chainNamed('regtest')).catch((error) => error)
    expect(refused).toMatchObject({ code: 'NOT_SUPPORTED' })
    expect((refused as Error).cause).toMatchObject({ code: 4902 })
    expect(signer.chain).toBe(mainnet)
  })

  it('behavior: the session changing account, network or ending is reported until detach', async () => {
    const { session, signer, listeners } = await connected()
    session.state.account = 1
    const moved = session.keyring().addressOf('testnet', 'payment')
    session.emit('accountsChanged', [moved])
    await vi.waitFor(() => expect(listeners.accountsChanged).toHaveBeenCalledTimes(1))
    expect(signer.accounts[0]?.address).toBe(moved)
    // Requests name the account the wallet moved to.
    await signer.signMessage(moved, 'Latch')
    expect(session.lastRequest()).toMatchObject({ params: { account: moved, address: moved } })

    session.emit('networkChanged', mainnet.caipNetworkId)
    expect(listeners.networkChanged).toHaveBeenCalledWith(mainnet)
    expect(signer.chain).toBe(mainnet)

    session.emit('disconnect', new Error('session ended'))
    expect(listeners.disconnected).toHaveBeenCalledTimes(1)

    signer.detach()
    expect(Object.values(session.state.listeners).every((set) => set.size === 0)).toBe(true)
    await signer.disconnect()
    expect(session.provider.disconnect).toHaveBeenCalledTimes(1)
  })
})
