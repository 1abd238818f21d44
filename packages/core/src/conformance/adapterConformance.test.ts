// The suite run against an in-memory ledger wallet: proves the suite itself passes for an
// adapter that keeps its promises. Real adapters run it against real nodes in their packages.
import type { AdapterEvent, ChainAdapter } from '../adapters/chainAdapter.js'
import { AdapterError } from '../errors/adapter.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { defineNetwork } from '../networks/caipNetwork.js'
import { describeAdapterConformance } from './adapterConformance.js'

const currency = { name: 'Ledger coin', symbol: 'LDG', decimals: 6 }
const base = { nativeCurrency: currency, rpcUrls: { default: { http: [] } }, testnet: true }
const home = defineNetwork({
  ...base,
  id: 'home',
  chainNamespace: 'cosmos',
  name: 'Home',
  assets: { imageId: '' },
}) as CaipNetwork
const away = defineNetwork({
  ...base,
  id: 'away',
  chainNamespace: 'cosmos',
  name: 'Away',
  assets: { imageId: '' },
}) as CaipNetwork

function ledgerWallet() {
  const balances = new Map<string, bigint>([
    ['alice|native', 1_000_000n],
    ['alice|tok', 500n],
  ])
  const known = new Set([home.caipNetworkId])
  let current = home.caipNetworkId
  let rejectNext = false
  const listeners = new Set<(event: AdapterEvent) => void>()
  const refuse = () => {
    if (!rejectNext) return
    rejectNext = false
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const key = (address: string, token?: { address: string }) =>
    `${address}|${token?.address ?? 'native'}`
  const adapter: ChainAdapter = {
    namespace: 'cosmos',
    capabilities: {
      signMessage: true,
      signTypedData: false,
      sendNative: true,
      sendToken: true,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: true,
      estimateTransferFee: false,
    },
    getConnectors: () => [
      { id: 'ledger', name: 'Ledger wallet', type: 'INJECTED', chain: 'cosmos' },
    ],
    async connect() {
      refuse()
      return { connectorId: 'ledger', accounts: [{ address: 'alice' }], network: current }
    },
    async reconnect() {
      return { connectorId: 'ledger', accounts: [{ address: 'alice' }], network: current }
    },
    async disconnect() {},
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async switchNetwork({ network }) {
      if (!known.has(network.caipNetworkId))
        throw Object.assign(new Error('unknown'), { code: 4902 })
      current = network.caipNetworkId
      for (const listener of listeners) {
        listener({ type: 'networkChanged', connectorId: 'ledger', caipNetworkId: current })
      }
    },
    async addNetwork({ network }) {
      known.add(network.caipNetworkId)
      await adapter.switchNetwork({ network })
    },
    async getBalance({ address, token }) {
      return { value: balances.get(key(address, token)) ?? 0n, ...currency }
    },
    async signMessage({ message, address }) {
      refuse()
      return `${address}:${message}`
    },
    async sendTransfer({ from, to, amount, token }) {
      refuse()
      balances.set(key(from, token), (balances.get(key(from, token)) ?? 0n) - amount)
      balances.set(key(to, token), (balances.get(key(to, token)) ?? 0n) + amount)
      return `tx-${balances.size}`
    },
    async waitForTransaction() {},
    isAddress: (address) => /^[a-z]+$/.test(address),
    async request() {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'request', namespace: 'cosmos' },
      })
    },
  }
  return {
    adapter,
    rejectNext: () => {
      rejectNext = true
    },
  }
}

describeAdapterConformance({
  name: 'in-memory ledger',
  async setup() {
    const { adapter, rejectNext } = ledgerWallet()
    return {
      adapter,
      connectorId: 'ledger',
      network: home,
      otherNetwork: away,
      recipient: 'bob',
      amount: 1_000n,
      token: { address: 'tok', amount: 7n },
      rejectNext,
      verifySignature: async ({ address, message, signature }) =>
        signature === `${address}:${message}`,
    }
  },
})
