import { describeAdapterConformance } from '@latch/core/testing'
import { encodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, inject } from 'vitest'
import { kusama } from './networks.js'
import { polkadotAdapter } from './polkadotAdapter.js'
import { verifyPolkadotSignature } from './siwx/verifyPolkadotSignature.js'
import {
  type FakePolkadotExtension,
  fakePolkadotExtension,
} from './testing/fakePolkadotExtension.js'
import { localNetwork } from './testing/localNetwork.js'
import { localRegistry, setLocalBalances } from './testing/localPolkadotChain.js'

// Against the local chain (Rococo Asset Hub's runtime in chopsticks, which checks every
// signature) and the fake extension, which signs with real keys. Extensions are on no chain:
// the switch to Kusama and back is the adapter's own and reads nothing from Kusama.
const chain = inject('localPolkadot')
const network = localNetwork(chain)
let registry: Awaited<ReturnType<typeof localRegistry>>
let extension: FakePolkadotExtension

beforeAll(async () => {
  registry = await localRegistry(chain.url)
  extension = await fakePolkadotExtension({
    keys: [
      { type: 'sr25519', uri: '//Conformance', name: 'Sender' },
      { type: 'sr25519', uri: '//Conformance//receiver', name: 'Receiver' },
    ],
    registry: async () => registry.registry as never,
  })
  const sender = encodeAddress(extension.pairs[0]?.pair.addressRaw ?? new Uint8Array(), 2)
  await setLocalBalances(chain.url, [{ address: sender, free: 1_000n * 10n ** 12n }])
})
afterAll(async () => {
  await registry.close()
})

describeAdapterConformance({
  name: 'polkadot (adapter-polkadot, local chopsticks chain, fake injectedWeb3 extension)',
  async setup() {
    return {
      adapter: polkadotAdapter({
        injected: { injectedWeb3: { 'polkadot-js': extension.entry } },
        // Chopsticks finalizes each block as it builds it.
        confirmationTimeoutMs: 20_000,
      }),
      connectorId: 'polkadot-js',
      network,
      otherNetwork: kusama,
      recipient: encodeAddress(extension.pairs[1]?.pair.addressRaw ?? new Uint8Array(), 2),
      // Above the existential deposit: the receiver may not exist yet.
      amount: 10n ** 10n,
      rejectNext: () => extension.rejectNext(),
      verifySignature: (parameters) => verifyPolkadotSignature(parameters),
    }
  },
})
