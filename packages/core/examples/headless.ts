// A custom UI without React: it renders Latch's state as text and drives the client with
// plain calls. Run by `headless.test.ts`; the package README walks through it.
import {
  AdapterError,
  type ChainAdapter,
  connect,
  createLatch,
  disconnect,
  type LatchState,
  memoryBackend,
  route,
  switchNetwork,
} from '@latch/core'
import { mainnet, optimism } from '@latch/core/networks'

/** A wallet that lives in the page, for the example only; real sites pass `@latch/adapter-*`. */
function exampleWallet(): ChainAdapter {
  const account = { address: '0x1111111111111111111111111111111111111111', type: 'eoa' as const }
  return {
    namespace: 'eip155',
    capabilities: {
      signMessage: true,
      signTypedData: false,
      sendNative: false,
      sendToken: false,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: false,
      estimateTransferFee: false,
    },
    getConnectors: () => [{ id: 'example', name: 'Example', type: 'EXTERNAL', chain: 'eip155' }],
    subscribe: () => () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    sendTransfer: async () => {
      throw new AdapterError('NOT_SUPPORTED', {
        values: { capability: 'send', namespace: 'eip155' },
      })
    },
    waitForTransaction: async () => {},
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    request: async () => null,
    connect: async () => ({ connectorId: 'example', accounts: [account], network: 'eip155:1' }),
    reconnect: async () => ({ connectorId: 'example', accounts: [account], network: 'eip155:1' }),
    disconnect: async () => {},
    signMessage: async () => '0x',
    switchNetwork: async () => {},
  }
}

function render(state: LatchState): string {
  if (!state.open) return `[closed] ${state.connection?.accounts[0]?.address ?? 'not connected'}`
  return `[${state.view}] on ${state.activeNetwork?.name}`
}

export async function runHeadlessExample(print: (line: string) => void): Promise<void> {
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [exampleWallet()],
    storage: memoryBackend(),
  })
  // Re-render whenever what the UI shows changes.
  const stop = latch.subscribe(render, print)
  print(render(latch.getState()))

  latch.open()
  await connect(latch, { connectorId: 'example' })
  latch.close()
  latch.open() // connected: opens at Account
  await switchNetwork(latch, { network: optimism })
  // Custom UIs navigate the modal's router through the client.
  route(latch, { type: 'router.push', view: 'AllWallets' })
  route(latch, { type: 'router.back' })
  await disconnect(latch)

  stop()
  latch.destroy()
}
