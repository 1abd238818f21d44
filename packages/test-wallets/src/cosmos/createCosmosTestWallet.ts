import { toBase64, toHex } from '@cosmjs/encoding'
import type { ChainInfo, Key, StdSignature, StdSignDoc } from '@keplr-wallet/types'
import { checkAccountIndex } from '../checkAccountIndex.js'
import { createRejectionQueue } from '../rejectionQueue.js'
import { type RememberSite, siteGrant } from '../rememberSite.js'
import { decodeBech32, withBech32Prefix } from './cosmosBech32.js'
import type { CosmosDevAccount } from './cosmosDevAccounts.js'
import type { DirectSignDocInput, KeplrTestWalletApi } from './keplrTestWalletApi.js'

export type CreateCosmosTestWalletParameters = {
  /** The accounts the user can switch between (e.g. `cosmosDevAccounts`); the first is selected. */
  readonly accounts: readonly CosmosDevAccount[]
  /**
   * The chains the wallet knows from the start (e.g. `keplrChainInfoOf(devnet.cosmos[0])`);
   * others must be suggested (`experimentalSuggestChain`) before a site can enable them.
   */
  readonly chains: readonly ChainInfo[]
  /**
   * Remembers the chains the site was let into, so that after a reload `enable()` resolves
   * without asking, as Keplr does for an origin it granted. Forgotten by default.
   */
  readonly rememberSite?: RememberSite
  /**
   * The keys are on a Ledger: `getKey` says `isNanoLedger` and `getOfflineSignerAuto` gives
   * the amino-only signer, as Keplr does (the Ledger's Cosmos app reads no protobuf).
   */
  readonly nanoLedger?: boolean
}

/**
 * What tests (never dapps) use to steer the wallet as its user would. `rejectNext` takes
 * `enable`, `experimentalSuggestChain`, `signDirect`, `signAmino` or `signArbitrary`; without
 * one, the next of them is refused.
 */
export type CosmosTestWalletControls = {
  /** The next request (of `request`, or the next that asks the user) fails with `Request rejected`. */
  rejectNext(request?: string): void
  /** Selects account `index`; `keplr_keystorechange` is dispatched, as Keplr does. */
  setAccount(index: number): void
  /** The user removes the site's permissions for every chain. */
  disconnect(): void
  /** The next signature (direct, amino or ADR-036) comes back with one bit flipped. */
  malformNextSignature(): void
  /** Calls `listener` on every account switch; returns the unsubscribe. */
  onKeystoreChange(listener: () => void): () => void
  /** The selected account's index. */
  readonly accountIndex: number
  /** The chains the site may use now. */
  readonly enabledChains: readonly string[]
}

/** A Keplr-shaped wallet backed by real keys (what `injectCosmosTestWallet` installs), with its controls. */
export type CosmosTestWallet = KeplrTestWalletApi & CosmosTestWalletControls

// The requests that ask the user: `rejectNext()` without a request targets these.
const promptingRequests: ReadonlySet<string> = new Set([
  'enable',
  'experimentalSuggestChain',
  'signDirect',
  'signAmino',
  'signArbitrary',
])

// Keplr's version when this wallet was written.
const keplrVersion = '0.13.41'

const signer = () => import('./cosmosWalletSigner.js')

function fromHexKey(hex: `0x${string}`): Uint8Array {
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}

function chainIdsOf(chainIds: string | string[]): string[] {
  const ids = typeof chainIds === 'string' ? [chainIds] : chainIds
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.some((id) => typeof id !== 'string' || id === '')
  ) {
    throw new Error('chain id not set')
  }
  return ids
}

/** Keplr's own checks of a suggested chain, the fields it cannot work without. */
function checkChainInfo(chainInfo: ChainInfo): void {
  if (typeof chainInfo !== 'object' || chainInfo === null) throw new Error('chain info is not set')
  for (const field of ['chainId', 'chainName', 'rpc', 'rest'] as const) {
    if (typeof chainInfo[field] !== 'string' || chainInfo[field] === '') {
      throw new Error(`"${field}" is required`)
    }
  }
  if (typeof chainInfo.bip44?.coinType !== 'number') throw new Error('"bip44.coinType" is required')
  if (typeof chainInfo.bech32Config?.bech32PrefixAccAddr !== 'string') {
    throw new Error('"bech32Config" is required')
  }
  if (!Array.isArray(chainInfo.currencies) || chainInfo.currencies.length === 0) {
    throw new Error('"currencies" must contain at least 1 items')
  }
  if (!Array.isArray(chainInfo.feeCurrencies) || chainInfo.feeCurrencies.length === 0) {
    throw new Error('"feeCurrencies" must contain at least 1 items')
  }
}

/**
 * A real Cosmos browser wallet for tests and the demo, "Latch Cosmos Test Wallet", shaped as
 * Keplr injects itself (`window.keplr`, `@keplr-wallet/types` 0.13.41): `enable(chainIds)` is
 * the user's prompt per chain (none for a remembered site), `getKey`, the offline signers
 * for cosmjs (direct and amino), `signDirect`, `signAmino`, `signArbitrary` (ADR-036) and
 * `verifyArbitrary`, `experimentalSuggestChain` (a chain it does not know cannot be enabled
 * until suggested), `sendTx` to the chain's RPC. Its secp256k1 keys sign for real with
 * cosmjs' crypto, loaded with import() at the first signature. Errors are Keplr's plain
 * `Error`s: `Request rejected` when the user refuses. Browser-safe.
 *
 * @example
 * const wallet = createCosmosTestWallet({ accounts: cosmosDevAccounts, chains: [keplrChainInfoOf(cosmos)] })
 * injectCosmosTestWallet(wallet) // window.keplr
 * wallet.rejectNext('signDirect') // the next transaction signature fails with 'Request rejected'
 */
export function createCosmosTestWallet(
  parameters: CreateCosmosTestWalletParameters,
): CosmosTestWallet {
  const { accounts } = parameters
  if (accounts.length === 0) throw new Error('createCosmosTestWallet needs at least one account')
  const chains = new Map(parameters.chains.map((chain) => [chain.chainId, chain]))
  const grant = siteGrant(parameters.rememberSite)
  const enabled = new Set<string>(JSON.parse(grant.load() ?? '[]') as string[])
  const listeners = new Set<() => void>()
  const rejections = createRejectionQueue(promptingRequests, () => new Error('Request rejected'))
  let selected = 0
  let malformNext = false

  const chainOf = (chainId: string): ChainInfo => {
    const chain = chains.get(chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }
  const saveGrant = () => grant.save(enabled.size === 0 ? undefined : JSON.stringify([...enabled]))

  /** The user's permission prompt for the chains not yet granted (none when all are). */
  async function ensureEnabled(chainIds: readonly string[]): Promise<void> {
    for (const chainId of chainIds) chainOf(chainId)
    if (chainIds.every((chainId) => enabled.has(chainId))) return
    rejections.take('enable')
    for (const chainId of chainIds) enabled.add(chainId)
    saveGrant()
  }

  function keyOf(chainId: string): Key {
    const chain = chainOf(chainId)
    const account = accounts[selected] as CosmosDevAccount
    const prefix = chain.bech32Config?.bech32PrefixAccAddr ?? 'cosmos'
    const address = decodeBech32(account.address).data
    return {
      name: account.name,
      algo: 'secp256k1',
      pubKey: fromHexKey(account.publicKey),
      address,
      bech32Address: withBech32Prefix(account.address, prefix),
      ethereumHexAddress: `0x${toHex(address)}`,
      isNanoLedger: parameters.nanoLedger === true,
      isKeystone: false,
    }
  }

  /** The selected key, after the site is let in and `signer` is that key's address on the chain. */
  async function signingKey(chainId: string, signerAddress: string) {
    await ensureEnabled([chainId])
    const key = keyOf(chainId)
    if (signerAddress !== key.bech32Address) throw new Error('Signer mismatched')
    return { key, privateKey: (accounts[selected] as CosmosDevAccount).privateKey }
  }

  /** Applies `malformNextSignature()` to the signature the user just made. */
  async function delivered(signature: StdSignature): Promise<StdSignature> {
    if (!malformNext) return signature
    malformNext = false
    return (await signer()).malformed(signature)
  }

  const api: KeplrTestWalletApi = {
    version: keplrVersion,
    mode: 'extension',
    defaultOptions: {},
    async ping() {},
    async enable(chainIds) {
      await ensureEnabled(chainIdsOf(chainIds))
    },
    async disable(chainIds) {
      const ids = chainIds === undefined ? [...enabled] : chainIdsOf(chainIds)
      for (const chainId of ids) enabled.delete(chainId)
      saveGrant()
    },
    async experimentalSuggestChain(chainInfo) {
      checkChainInfo(chainInfo)
      if (chains.has(chainInfo.chainId)) return
      rejections.take('experimentalSuggestChain')
      chains.set(chainInfo.chainId, chainInfo)
    },
    async getKey(chainId) {
      await ensureEnabled([chainId])
      return keyOf(chainId)
    },
    async getKeysSettled(chainIds) {
      await ensureEnabled(chainIds)
      return chainIds.map((chainId) => {
        try {
          return { status: 'fulfilled', value: keyOf(chainId) } as const
        } catch (error) {
          return {
            status: 'rejected',
            reason: error instanceof Error ? error : new Error(String(error)),
          } as const
        }
      })
    },
    async signDirect(chainId, signerAddress, signDoc) {
      const { key, privateKey } = await signingKey(chainId, signerAddress)
      if (signDoc.chainId !== chainId) throw new Error('Chain id in the message is not matched')
      rejections.take('signDirect')
      const signature = await (await signer()).signDirectDoc(
        privateKey,
        key.pubKey,
        signDoc as DirectSignDocInput,
      )
      return {
        signed: {
          bodyBytes: signDoc.bodyBytes ?? new Uint8Array(),
          authInfoBytes: signDoc.authInfoBytes ?? new Uint8Array(),
          chainId,
          // The caller's own account number object (a Long from Keplr's types, a bigint from cosmjs).
          accountNumber: signDoc.accountNumber as NonNullable<typeof signDoc.accountNumber>,
        },
        signature: await delivered(signature),
      }
    },
    async signAmino(chainId, signerAddress, signDoc) {
      const { key, privateKey } = await signingKey(chainId, signerAddress)
      if (signDoc.chain_id !== chainId) throw new Error('Chain id in the message is not matched')
      rejections.take('signAmino')
      const signature = await (await signer()).signAminoDoc(
        privateKey,
        key.pubKey,
        signDoc as StdSignDoc,
      )
      return { signed: signDoc, signature: await delivered(signature) }
    },
    async signArbitrary(chainId, signerAddress, data) {
      const { key, privateKey } = await signingKey(chainId, signerAddress)
      if (typeof data !== 'string' && !(data instanceof Uint8Array)) {
        throw new Error('Invalid data: string or Uint8Array expected')
      }
      rejections.take('signArbitrary')
      const { adr36SignDoc, signAminoDoc } = await signer()
      const signature = await signAminoDoc(
        privateKey,
        key.pubKey,
        adr36SignDoc(signerAddress, data),
      )
      return delivered(signature)
    },
    async verifyArbitrary(chainId, signerAddress, data, signature) {
      chainOf(chainId)
      const { verifyAdr36 } = await signer()
      return verifyAdr36(decodeBech32(signerAddress).data, signerAddress, data, signature)
    },
    async sendTx(chainId, tx, mode) {
      await ensureEnabled([chainId])
      const chain = chainOf(chainId)
      const method =
        mode === 'async'
          ? 'broadcast_tx_async'
          : mode === 'block'
            ? 'broadcast_tx_commit'
            : 'broadcast_tx_sync'
      const response = await fetch(chain.rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { tx: toBase64(tx) } }),
      })
      const body = (await response.json()) as {
        result?: {
          hash: string
          code?: number
          log?: string
          check_tx?: { code: number; log: string }
        }
        error?: { data?: string; message?: string }
      }
      if (body.error || !body.result)
        throw new Error(body.error?.data || body.error?.message || 'broadcast failed')
      const refused = body.result.check_tx ?? body.result
      if (refused.code) throw new Error(refused.log ?? `code ${refused.code}`)
      const hash = body.result.hash
      return Uint8Array.from(hash.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
    },
    getOfflineSigner(chainId) {
      return offlineSigner(chainId, true) as ReturnType<KeplrTestWalletApi['getOfflineSigner']>
    },
    getOfflineSignerOnlyAmino(chainId) {
      return offlineSigner(chainId, false)
    },
    async getOfflineSignerAuto(chainId) {
      return parameters.nanoLedger
        ? api.getOfflineSignerOnlyAmino(chainId)
        : api.getOfflineSigner(chainId)
    },
  }

  /** cosmjs' `OfflineDirectSigner` and `OfflineAminoSigner` over the wallet, as Keplr's `CosmJSOfflineSigner`. */
  function offlineSigner(chainId: string, direct: boolean) {
    const getAccounts = async () => {
      const key = await api.getKey(chainId)
      return [{ address: key.bech32Address, algo: 'secp256k1' as const, pubkey: key.pubKey }]
    }
    const signAmino = (signerAddress: string, signDoc: StdSignDoc) =>
      api.signAmino(chainId, signerAddress, signDoc)
    if (!direct) return { getAccounts, signAmino }
    return {
      getAccounts,
      signAmino,
      signDirect: (
        signerAddress: string,
        signDoc: Parameters<KeplrTestWalletApi['signDirect']>[2],
      ) => api.signDirect(chainId, signerAddress, signDoc),
    }
  }

  return {
    ...api,
    rejectNext: rejections.push,
    setAccount(index) {
      checkAccountIndex(index, accounts.length)
      if (index === selected) return
      selected = index
      for (const listener of listeners) listener()
    },
    disconnect() {
      enabled.clear()
      saveGrant()
    },
    malformNextSignature() {
      malformNext = true
    },
    onKeystoreChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    get accountIndex() {
      return selected
    },
    get enabledChains() {
      return [...enabled]
    },
  }
}
