import type { WsProvider } from '@polkadot/api'
import { blake2AsHex } from '@polkadot/util-crypto'

/** A runtime API's id, as a runtime version lists it: the first 8 bytes of its name's hash. */
const METADATA_API = blake2AsHex('Metadata', 64)

type RuntimeVersion = { specVersion: number; apis: readonly (readonly [string, number])[] }

/** Once the provider is connected; rejects at its first error (a node that is down). */
function connected(provider: WsProvider): Promise<void> {
  if (provider.isConnected) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const stop = () => {
      offConnected()
      offError()
    }
    const offConnected = provider.on('connected', () => {
      stop()
      resolve()
    })
    const offError = provider.on('error', (error: unknown) => {
      stop()
      reject(error instanceof Error ? error : new Error(String(error)))
    })
  })
}

/**
 * The node's metadata for `ApiPromise.create({ metadata })`, where its runtime predates the
 * Metadata runtime API (version 2: the local Polkadot chain runs Asset Hub's genesis runtime):
 * read over `state_getMetadata`, as @polkadot/api would itself after logging "MetadataApi not
 * available, rpc::state::get_metadata will be used." (to latch-server's terminal, to a
 * visitor's console), a line that reads as a fault and asks for nothing. `undefined` where the runtime has the API, which the
 * library then asks for the newest metadata, as it should.
 */
export async function metadataOfOldRuntime(
  provider: WsProvider,
): Promise<Record<string, `0x${string}`> | undefined> {
  await connected(provider)
  const version = (await provider.send('state_getRuntimeVersion', [])) as RuntimeVersion
  const metadataApi = version.apis.find(([id]) => id === METADATA_API)
  if (metadataApi && metadataApi[1] >= 2) return undefined
  const [genesisHash, metadata] = (await Promise.all([
    provider.send('chain_getBlockHash', [0]),
    provider.send('state_getMetadata', []),
  ])) as [string, `0x${string}`]
  return { [`${genesisHash}-${version.specVersion}`]: metadata }
}
