import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type {
  InjectedAccount,
  InjectedExtension,
  InjectedWeb3Entry,
  SignerPayloadRaw,
} from '../injectedWeb3.js'

/** What the extension signs extrinsic payloads with: the chain's type registry. */
type PayloadRegistry = {
  createType(
    type: 'ExtrinsicPayload',
    payload: unknown,
    options: { version: number },
  ): { sign(pair: KeyringPair): { signature: `0x${string}` } }
}

export type FakeKey = { type: 'sr25519' | 'ed25519' | 'ecdsa'; uri: string; name: string }

export type FakePolkadotExtensionOptions = {
  /** The keys it holds: `//Alice` sr25519, `//Bob` ed25519 and `//Charlie` ecdsa by default. */
  keys?: readonly FakeKey[]
  /**
   * The chain's registry, for `signPayload` (a real extension keeps each chain's metadata);
   * without it the extension signs raw bytes only.
   */
  registry?: () => Promise<PayloadRegistry>
  /** The SS58 prefix its accounts are listed with: 42, as Polkadot{.js} lists them. */
  listPrefix?: number
  /** Runs as the visitor looks at a transaction, before it is signed. */
  beforeSignPayload?: () => Promise<void>
}

const defaultFakeKeys: readonly FakeKey[] = [
  { type: 'sr25519', uri: '//Alice', name: 'Alice' },
  { type: 'ed25519', uri: '//Bob', name: 'Bob' },
  { type: 'ecdsa', uri: '//Charlie', name: 'Charlie' },
]

/**
 * A stand-in of a Polkadot{.js}-style extension for `window.injectedWeb3`: it signs with real
 * keys (@polkadot/keyring), raw bytes wrapped in `<Bytes>` as the extension does and extrinsic
 * payloads with the chain's registry; it rejects as the extension does (`Error('Cancelled')`)
 * when told to, and its account list can change under the site.
 */
export async function fakePolkadotExtension(options: FakePolkadotExtensionOptions = {}) {
  await cryptoWaitReady()
  const listPrefix = options.listPrefix ?? 42
  const pairs = (options.keys ?? defaultFakeKeys).map(({ type, uri, name }) => {
    const pair = new Keyring({ type, ss58Format: listPrefix }).addFromUri(uri, { name })
    return { pair, type, name }
  })
  let accounts: InjectedAccount[] = pairs.map(({ pair, type, name }) => ({
    address: pair.address,
    name,
    type,
  }))
  const listeners = new Set<(accounts: InjectedAccount[]) => void>()
  let rejecting = false
  let nextSignature: string | undefined
  const enabledBy: string[] = []
  const signedRaw: SignerPayloadRaw[] = []
  const signedPayloads: unknown[] = []

  function refuse() {
    if (!rejecting) return
    rejecting = false
    throw new Error('Cancelled')
  }
  function pairOf(address: string): KeyringPair {
    const keyring = new Keyring()
    const key = u8aToHex(keyring.decodeAddress(address))
    const found = pairs.find(({ pair }) => u8aToHex(pair.addressRaw) === key)
    if (!found) throw new Error(`Unable to find pair for ${address}`)
    return found.pair
  }

  const extension: InjectedExtension = {
    accounts: {
      get: async () => accounts,
      subscribe(callback) {
        const listener = (list: InjectedAccount[]) => void callback(list)
        listeners.add(listener)
        // As Polkadot{.js}: the current list at once, then every change.
        queueMicrotask(() => listener(accounts))
        return () => listeners.delete(listener)
      },
    },
    signer: {
      async signRaw(raw) {
        refuse()
        signedRaw.push(raw)
        const signature =
          nextSignature ?? u8aToHex(pairOf(raw.address).sign(u8aWrapBytes(raw.data)))
        nextSignature = undefined
        return { id: signedRaw.length, signature }
      },
      ...(options.registry
        ? {
            async signPayload(payload: never) {
              refuse()
              await options.beforeSignPayload?.()
              signedPayloads.push(payload)
              const { address, version } = payload as { address: string; version: number }
              const registry = await (options.registry as () => Promise<PayloadRegistry>)()
              const { signature } = registry
                .createType('ExtrinsicPayload', payload, { version })
                .sign(pairOf(address))
              const answer = nextSignature ?? signature
              nextSignature = undefined
              return { id: 0, signature: answer }
            },
          }
        : {}),
    },
  }
  const entry: InjectedWeb3Entry = {
    version: '0.62.1',
    async enable(originName) {
      refuse()
      enabledBy.push(originName)
      return extension
    },
  }
  return {
    entry,
    /** The keys, in order, with their names and types. */
    pairs,
    /** The app names the site enabled it with. */
    enabledBy,
    signedRaw,
    /** The extrinsic payloads it signed. */
    signedPayloads,
    /** The next request (enable, signRaw, signPayload) fails as the visitor's refusal. */
    rejectNext() {
      rejecting = true
    },
    /** The next `signRaw` or `signPayload` answers this instead of its signature. */
    answerNextSignature(signature: string) {
      nextSignature = signature
    },
    /** The visitor changes which accounts the site sees. */
    setAccounts(list: InjectedAccount[]) {
      accounts = list
      for (const listener of listeners) listener(list)
    },
  }
}
