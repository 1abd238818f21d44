import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import type { ChainAdapter, TokenRef } from '../adapters/chainAdapter.js'
import { createLatch } from '../client/createLatch.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { memoryBackend } from '../storage/storageBackend.js'

/** A namespace's adapter wired to a real test wallet and a real node (DESIGN.md tests, 4). */
export type ConformanceFixture = {
  adapter: ChainAdapter
  /** The test wallet's connector. */
  connectorId: string
  /** The network the wallet starts on; it must hold funds there. */
  network: CaipNetwork
  /** A second network the wallet does not know yet, when the namespace can switch. */
  otherNetwork?: CaipNetwork | undefined
  /** An account to send to. */
  recipient: string
  /** Amount sent in the native-transfer test, in the smallest unit. */
  amount: bigint
  /** A token the wallet holds, when the namespace has tokens. */
  token?: (TokenRef & { amount: bigint }) | undefined
  /** Makes the wallet refuse its next request as a visitor would. */
  rejectNext(): void
  /** Checks a signature the namespace's own way (EIP-191, ed25519, BIP-322, ADR-036...). */
  verifySignature(parameters: {
    address: string
    message: string
    signature: string
  }): Promise<boolean>
  /** Puts the wallet back as it started: first account, first network, nothing pending. */
  reset?(): Promise<void> | void
}

export type AdapterConformanceOptions = {
  /** Shown in the suite's name. */
  name: string
  /** Called before each test: a fresh adapter over the same wallet and node. */
  setup(): Promise<ConformanceFixture>
}

/**
 * The conformance suite every adapter runs against its own test wallet and node: connect,
 * accounts, balance, sign and verify, native and token transfers changing balances on chain,
 * switching (adding the network when the wallet does not know it), a rejection giving
 * "Connection rejected" and a retry that succeeds, and disconnect.
 *
 * @example
 * describeAdapterConformance({ name: 'eip155', setup: async () => ({ adapter, ... }) })
 */
export function describeAdapterConformance({ name, setup }: AdapterConformanceOptions): void {
  describe(`ChainAdapter conformance: ${name}`, () => {
    async function connected() {
      const fixture = await setup()
      const connection = await fixture.adapter.connect({
        connectorId: fixture.connectorId,
        network: fixture.network,
      })
      const address = connection.accounts[0]?.address
      if (!address) throw new Error('the adapter connected without an account')
      return { ...fixture, connection, address }
    }

    it('behavior: finds the test wallet among its connectors', async () => {
      const { adapter, connectorId } = await setup()
      // An adapter may find wallets only once its code has loaded (adapter-bitcoin does, so
      // that a page carries no discovery before a visitor comes); the client preloads it.
      await adapter.preload?.()
      const ids = adapter.getConnectors().map((connector) => connector.id)
      expect(ids).toContain(connectorId)
      for (const connector of adapter.getConnectors())
        expect(connector.chain).toBe(adapter.namespace)
    })

    it('behavior: connects with valid accounts on the wallet network', async () => {
      const { adapter, connection, connectorId, network, address } = await connected()
      expect(connection.connectorId).toBe(connectorId)
      expect(connection.network).toBe(network.caipNetworkId)
      expect(adapter.isAddress(address)).toBe(true)
      expect(adapter.isAddress('not an address')).toBe(false)
    })

    it('behavior: reconnects to the same account without a prompt', async () => {
      const { adapter, connectorId, address } = await connected()
      const again = await adapter.reconnect({ connectorId })
      expect(again.accounts[0]?.address).toBe(address)
    })

    it('behavior: reads the native balance in the network currency', async () => {
      const { adapter, network, address } = await connected()
      const balance = await adapter.getBalance({ address, network })
      expect(balance.value).toBeGreaterThan(0n)
      expect(balance.decimals).toBe(network.nativeCurrency.decimals)
      expect(balance.symbol).toBe(network.nativeCurrency.symbol)
    })

    it('behavior: signs a message that verifies, and only that message', async () => {
      const { adapter, address, verifySignature } = await connected()
      const message = `Latch conformance ${name} ${Date.now()}`
      const signature = await adapter.signMessage({ message, address })
      await expect(verifySignature({ address, message, signature })).resolves.toBe(true)
      await expect(verifySignature({ address, message: `${message}!`, signature })).resolves.toBe(
        false,
      )
    })

    it('behavior: a native transfer changes both balances on chain', async () => {
      const { adapter, network, address, recipient, amount } = await connected()
      const before = await adapter.getBalance({ address: recipient, network })
      const senderBefore = await adapter.getBalance({ address, network })
      const id = await adapter.sendTransfer({ from: address, to: recipient, amount, network })
      await adapter.waitForTransaction({ id, network })
      const after = await adapter.getBalance({ address: recipient, network })
      expect(after.value - before.value).toBe(amount)
      const senderAfter = await adapter.getBalance({ address, network })
      // The sender pays the amount and the fee.
      expect(senderBefore.value - senderAfter.value).toBeGreaterThanOrEqual(amount)
    })

    it('behavior: a token transfer changes the token balances on chain', async () => {
      const { adapter, network, address, recipient, token } = await connected()
      if (!adapter.capabilities.sendToken || !token) {
        await expect(
          adapter.sendTransfer({
            from: address,
            to: recipient,
            amount: 1n,
            network,
            token: { address: 'x' },
          }),
        ).rejects.toThrowError('is not supported')
        return
      }
      const ref = { address: token.address }
      const before = await adapter.getBalance({ address: recipient, network, token: ref })
      const senderBefore = await adapter.getBalance({ address, network, token: ref })
      const id = await adapter.sendTransfer({
        from: address,
        to: recipient,
        amount: token.amount,
        network,
        token: ref,
      })
      await adapter.waitForTransaction({ id, network })
      const after = await adapter.getBalance({ address: recipient, network, token: ref })
      const senderAfter = await adapter.getBalance({ address, network, token: ref })
      expect(after.value - before.value).toBe(token.amount)
      expect(senderBefore.value - senderAfter.value).toBe(token.amount)
    })

    it('behavior: optional methods exist exactly when their capability is on', async () => {
      const { adapter } = await setup()
      const { capabilities } = adapter
      expect(typeof adapter.signTypedData === 'function').toBe(capabilities.signTypedData)
      expect(typeof adapter.sendCalls === 'function').toBe(capabilities.sendCalls)
      expect(typeof adapter.addNetwork === 'function').toBe(capabilities.addNetwork)
    })

    it('behavior: through Latch, switches network, adding it when the wallet does not know it', async () => {
      const fixture = await setup()
      const { adapter, network, otherNetwork, connectorId } = fixture
      if (!adapter.capabilities.switchNetwork || !otherNetwork) return
      const latch = createLatch({
        networks: [network, otherNetwork],
        adapters: [adapter],
        storage: memoryBackend(),
      })
      try {
        await connect(latch, { connectorId })
        await switchNetwork(latch, { network: otherNetwork })
        expect(latch.getState().activeNetwork?.caipNetworkId).toBe(otherNetwork.caipNetworkId)
        await switchNetwork(latch, { network: network })
        expect(latch.getState().activeNetwork?.caipNetworkId).toBe(network.caipNetworkId)
      } finally {
        latch.destroy()
        await fixture.reset?.()
      }
    })

    it('behavior: through Latch, a rejected connect is "Connection rejected" and a retry succeeds', async () => {
      const fixture = await setup()
      const latch = createLatch({
        networks: [fixture.network],
        adapters: [fixture.adapter],
        storage: memoryBackend(),
      })
      try {
        fixture.rejectNext()
        await expect(connect(latch, { connectorId: fixture.connectorId })).rejects.toThrowError(
          'Connection rejected',
        )
        const connection = await connect(latch, { connectorId: fixture.connectorId })
        expect(connection.accounts.length).toBeGreaterThan(0)
        await disconnect(latch)
        expect(latch.getState().connections[fixture.adapter.namespace]?.status).toBe('disconnected')
      } finally {
        latch.destroy()
        await fixture.reset?.()
      }
    })

    it('behavior: disconnects, after which a new connect is needed', async () => {
      const { adapter, connection, connectorId, network } = await connected()
      await adapter.disconnect({ connection })
      const again = await adapter.connect({ connectorId, network })
      expect(again.accounts.length).toBeGreaterThan(0)
    })
  })
}
