import { describe, expectTypeOf, it } from 'vitest'
import type { Connection } from '../storage/schemas.js'
import type { AuthProvider, ChainAdapter, SignTypedDataParameters } from './chainAdapter.js'
import { type ConnectorWallet, defineAdapter } from './defineAdapter.js'

// Checked by `tsc` (the typecheck task); a `@ts-expect-error` that no longer errors fails it.

type InjectedWallet = { request(args: { method: string }): Promise<unknown> }

const connection: Connection = { connectorId: 'injected', accounts: [{ address: '0x01' }] }
const walletCode = {
  connect: async () => connection,
  reconnect: async () => connection,
  disconnect: async () => {},
  switchNetwork: async () => {},
  getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  signMessage: async () => '0xsigned',
  sendTransfer: async () => '0xhash',
  waitForTransaction: async () => {},
  request: async () => null,
}
const signTypedData = async (_parameters: SignTypedDataParameters) => '0xtyped'

const capabilities = {
  signMessage: true,
  signTypedData: true,
  sendNative: true,
  sendToken: true,
  sendCalls: false,
  switchNetwork: true,
  addNetwork: false,
  estimateTransferFee: false,
} as const

const injected = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
} as const

describe('defineAdapter', () => {
  it('default: a ChainAdapter that keeps the namespace and capabilities as literals', () => {
    const adapter = defineAdapter({
      namespace: 'eip155',
      // Written in place, as adapters do: no `as const` needed.
      capabilities: {
        signMessage: true,
        signTypedData: true,
        sendNative: true,
        sendToken: true,
        sendCalls: false,
        switchNetwork: true,
        addNetwork: false,
        estimateTransferFee: false,
      },
      isAddress: () => true,
      discover: () => () => [],
      loadWallet: async () => ({ ...walletCode, signTypedData }),
    })
    expectTypeOf(adapter).toExtend<ChainAdapter>()
    expectTypeOf(adapter.namespace).toEqualTypeOf<'eip155'>()
    expectTypeOf(adapter.capabilities.signTypedData).toEqualTypeOf<true>()
    expectTypeOf(adapter.capabilities.sendCalls).toEqualTypeOf<false>()
    expectTypeOf(adapter.preload).toEqualTypeOf<() => Promise<void>>()
  })

  it('behavior: an optional method is required where its capability is true, absent where false', () => {
    const adapter = defineAdapter({
      namespace: 'eip155',
      capabilities,
      isAddress: () => true,
      discover: () => () => [],
      loadWallet: async () => ({ ...walletCode, signTypedData }),
    })
    expectTypeOf(adapter.signTypedData).toEqualTypeOf<NonNullable<ChainAdapter['signTypedData']>>()
    expectTypeOf(adapter.sendCalls).toEqualTypeOf<undefined>()
    expectTypeOf(adapter.addNetwork).toEqualTypeOf<undefined>()
  })

  it('behavior: wallet code without a method its capability promises is a type error', () => {
    defineAdapter({
      namespace: 'eip155',
      capabilities,
      isAddress: () => true,
      discover: () => () => [],
      // @ts-expect-error: signTypedData is true, and the wallet code has none
      loadWallet: async () => walletCode,
    })
    defineAdapter({
      namespace: 'eip155',
      capabilities,
      isAddress: () => true,
      discover: () => () => [],
      // @ts-expect-error: sendCalls is false, and the wallet code has one
      loadWallet: async () => ({ ...walletCode, signTypedData, sendCalls: async () => 'id' }),
    })
  })

  it('behavior: addAuthProvider is there exactly with embeddedWallet: true', () => {
    const base = {
      namespace: 'eip155',
      capabilities,
      isAddress: () => true,
      discover: () => () => [],
      loadWallet: async () => ({ ...walletCode, signTypedData }),
    } as const
    const withAuth = defineAdapter({ ...base, embeddedWallet: true })
    expectTypeOf(withAuth.addAuthProvider).toEqualTypeOf<(provider: AuthProvider) => () => void>()
    expectTypeOf(defineAdapter(base).addAuthProvider).toEqualTypeOf<undefined>()
  })

  it("behavior: walletOf gives the wallet code the discovered wallets' own type", () => {
    defineAdapter({
      namespace: 'eip155',
      capabilities,
      isAddress: () => true,
      discover: () => () => [{ connector: injected, wallet: {} as InjectedWallet }],
      loadWallet: async ({ walletOf }) => {
        const found = walletOf('injected')
        expectTypeOf(found).toEqualTypeOf<ConnectorWallet<InjectedWallet>>()
        if (found.type === 'SESSION') expectTypeOf(found.wallet).toEqualTypeOf<AuthProvider>()
        else expectTypeOf(found.wallet).toEqualTypeOf<InjectedWallet>()
        return { ...walletCode, signTypedData }
      },
    })
  })

  it('behavior: a namespace Latch does not cover is a type error', () => {
    defineAdapter({
      // @ts-expect-error: 'near' is not a ChainNamespace
      namespace: 'near',
      capabilities,
      isAddress: () => true,
      discover: () => () => [],
      loadWallet: async () => ({ ...walletCode, signTypedData }),
    })
  })
})
