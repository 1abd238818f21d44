import type { BitcoinTestWallet, BitcoinTestWalletAccount } from '@latch/test-wallets'
import { ProviderRpcError, providerErrorCodes } from '@latch/test-wallets'

/** The Bitcoin networks of sats-connect (`BitcoinNetworkType`) that the test wallet signs for. */
export type SatsConnectNetworkName = 'Regtest' | 'Testnet' | 'Signet'

/** An address as sats-connect's `addressSchema` describes it. */
export type SatsConnectAddress = {
  readonly address: string
  readonly publicKey: string
  readonly purpose: 'payment' | 'ordinals'
  readonly addressType: 'p2wpkh' | 'p2tr'
  readonly walletType: 'software'
}

/** sats-connect's `walletEventSchema`: what `addListener` callbacks receive. */
export type SatsConnectEvent =
  | { readonly type: 'accountChange'; readonly addresses: readonly SatsConnectAddress[] }
  | {
      readonly type: 'networkChange'
      readonly bitcoin: { readonly name: SatsConnectNetworkName }
      readonly stacks: { readonly name: string }
      readonly addresses: readonly SatsConnectAddress[]
    }
  | { readonly type: 'disconnect' }

/** A JSON-RPC 2.0 answer, as Xverse's provider resolves every request (a refusal included). */
export type SatsConnectResponse =
  | { readonly jsonrpc: '2.0'; readonly id: string; readonly result: unknown }
  | {
      readonly jsonrpc: '2.0'
      readonly id: string
      readonly error: { readonly code: number; readonly message: string }
    }

/** sats-connect's `ListenerInfo`: one object, the event's name and its callback. */
export type SatsConnectListener = {
  readonly eventName: string
  readonly cb: (event: SatsConnectEvent) => void
}

/** Xverse's `window.XverseProviders.BitcoinProvider`, the part of it sats-connect uses. */
export type SatsConnectTestProvider = {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(listener: SatsConnectListener): () => void
  /** The network the wallet is on (a test's view of the wallet's network menu). */
  readonly network: SatsConnectNetworkName
}

export type CreateSatsConnectTestProviderParameters = {
  /** The key store and approvals behind the provider: its prompts are the wallet's. */
  readonly wallet: BitcoinTestWallet
  /** Where the wallet starts; the first of the wallet's chains by default. */
  readonly network?: SatsConnectNetworkName
}

// sats-connect's RpcErrorCode (@sats-connect/core).
const rpcErrorCodes = {
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  userRejection: -32000,
  accessDenied: -32002,
} as const

const walletChains: Readonly<Record<SatsConnectNetworkName, string>> = {
  Regtest: 'bitcoin:regtest',
  Testnet: 'bitcoin:testnet',
  Signet: 'bitcoin:signet',
}
const hrpOfChain: Readonly<Record<string, string>> = {
  'bitcoin:regtest': 'bcrt',
  'bitcoin:testnet': 'tb',
  'bitcoin:signet': 'tb',
}
// Purposes sats-connect knows whose keys the test wallet does not hold (Stacks, Starknet, Spark).
const walletPurposes = ['payment', 'ordinals'] as const
const methods = [
  'getInfo',
  'getAccounts',
  'getAddresses',
  'wallet_connect',
  'wallet_getAccount',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'wallet_disconnect',
  'wallet_renouncePermissions',
  'signMessage',
  'signPsbt',
] as const

const invalid = (message: string) => new ProviderRpcError(rpcErrorCodes.invalidParams, message)

function toHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: unknown, what: string): Uint8Array {
  if (typeof text !== 'string') throw invalid(`${what} must be a base64 string`)
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    throw invalid(`${what} is not base64`)
  }
}

function recordOf(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
}

/** The wallet's errors as sats-connect codes them: its refusal is USER_REJECTION (-32000). */
function rpcErrorOf(error: unknown): { code: number; message: string } {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  if (code === providerErrorCodes.userRejectedRequest)
    return { code: rpcErrorCodes.userRejection, message }
  if (code === providerErrorCodes.unauthorized) return { code: rpcErrorCodes.accessDenied, message }
  if (typeof code === 'number' && code <= -32000 && code >= -32700) return { code, message }
  return { code: rpcErrorCodes.internal, message }
}

/**
 * Xverse's page-side provider (`window.XverseProviders.BitcoinProvider`) as sats-connect
 * (`@sats-connect/core`) drives it, over a Bitcoin test wallet that plays the extension's
 * background: its keys sign and its prompts approve (`wallet.rejectNext()` refuses one).
 * `request(method, params)` resolves with the JSON-RPC 2.0 answer, `{ result }` or
 * `{ error: { code, message } }`, a refusal included (USER_REJECTION, -32000; ACCESS_DENIED,
 * -32002, for an address the site was not given); `addListener({ eventName, cb })` reports
 * `accountChange` (the user picked another account), `networkChange` and `disconnect` (the
 * user disconnected the site in the wallet). Methods: `getInfo`, `getAccounts`,
 * `getAddresses` and `wallet_connect` (payment and ordinals addresses; the wallet holds no
 * Stacks, Starknet or Spark keys and leaves those purposes out), `wallet_getAccount`,
 * `wallet_getNetwork`, `wallet_changeNetwork` (among the wallet's chains, without a prompt),
 * `wallet_disconnect`, `wallet_renouncePermissions`, `signMessage` (BIP-322, or ECDSA, which
 * is the default for a payment address as in sats-connect) and `signPsbt` (base64, inputs by
 * address, or every input the connected addresses own; `broadcast: true` is refused).
 * Browser-safe: bitcoinjs loads with the first request that reads a PSBT or hashes a message.
 *
 * @example
 * const provider = createSatsConnectTestProvider({ wallet: createBitcoinTestWallet({ … }) })
 * window.XverseProviders = { BitcoinProvider: provider }
 */
export function createSatsConnectTestProvider(
  parameters: CreateSatsConnectTestProviderParameters,
): SatsConnectTestProvider {
  const { wallet } = parameters
  const features = wallet.features
  const networks = (Object.keys(walletChains) as SatsConnectNetworkName[]).filter((name) =>
    wallet.chains.includes(walletChains[name] as `${string}:${string}`),
  )
  const initial =
    parameters.network ?? networks.find((name) => walletChains[name] === wallet.chains[0])
  if (!initial || !networks.includes(initial)) {
    throw new Error(`The test wallet signs for none of ${parameters.network ?? 'its chains'}`)
  }
  let network: SatsConnectNetworkName = initial
  const chain = () => walletChains[network] as `${string}:${string}`
  const reader = () => import('./providerScriptReader.js')
  const listeners = new Map<string, Set<SatsConnectListener['cb']>>()

  const onChain = (accounts: readonly unknown[]) =>
    (accounts as BitcoinTestWalletAccount[]).filter((account) => account.chains.includes(chain()))
  const addressOf = (account: BitcoinTestWalletAccount): SatsConnectAddress => ({
    address: account.address,
    publicKey: toHex(account.publicKey),
    purpose: account.purpose,
    addressType: account.addressType,
    walletType: 'software',
  })
  const connectedAddresses = () => onChain(wallet.accounts).map(addressOf)
  const networkResult = () => ({
    bitcoin: { name: network },
    // The wallet holds no mainnet keys: its Stacks and Spark networks are the test ones.
    stacks: { name: 'testnet' },
    spark: { name: 'regtest' },
  })
  function emit(event: SatsConnectEvent) {
    for (const cb of listeners.get(event.type) ?? []) cb(event)
  }
  function connectedAccount(address: unknown): BitcoinTestWalletAccount {
    const account = onChain(wallet.accounts).find((candidate) => candidate.address === address)
    if (!account) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `${String(address)} is not an address this site was given`,
      )
    }
    return account
  }

  let shown = connectedAddresses()
    .map(({ address }) => address)
    .join()
  features['bitcoin:events'].on('change', () => {
    const addresses = connectedAddresses()
    const now = addresses.map(({ address }) => address).join()
    if (shown && !now) emit({ type: 'disconnect' })
    else if (shown && now !== shown) emit({ type: 'accountChange', addresses })
    shown = now
  })

  async function connect(purposes: unknown): Promise<SatsConnectAddress[]> {
    if (!Array.isArray(purposes)) throw invalid('purposes must be an array of address purposes')
    // In the order asked, as the wallet answers.
    const held = walletPurposes.filter((purpose) => purposes.includes(purpose))
    held.sort((a, b) => purposes.indexOf(a) - purposes.indexOf(b))
    if (held.length === 0) throw invalid('The wallet has payment and ordinals addresses only')
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: held })
    return onChain(accounts).map(addressOf)
  }

  function changeNetwork(name: unknown) {
    const target = networks.find((candidate) => candidate === name)
    if (!target) throw invalid(`The wallet has no ${String(name)} network`)
    if (target === network) return
    network = target
    shown = connectedAddresses()
      .map(({ address }) => address)
      .join()
    emit({ type: 'networkChange', ...networkResult(), addresses: connectedAddresses() })
  }

  async function signMessage(params: Record<string, unknown>) {
    const account = connectedAccount(params.address)
    if (typeof params.message !== 'string') throw invalid('message must be a string')
    const { protocol = account.addressType === 'p2tr' ? 'BIP322' : 'ECDSA' } = params
    if (protocol !== 'BIP322' && protocol !== 'ECDSA') {
      throw invalid(`Unknown message signing protocol ${String(protocol)}`)
    }
    const message = new TextEncoder().encode(params.message)
    const [signed] = await features['bitcoin:signMessage'].signMessage({
      account,
      message,
      protocol,
    })
    return {
      signature: toBase64((signed as { signature: Uint8Array }).signature),
      messageHash: (await reader()).messageHashOf(message, protocol),
      address: account.address,
      protocol,
    }
  }

  async function signInputsOf(psbt: Uint8Array, signInputs: unknown) {
    if (signInputs !== undefined) {
      if (typeof signInputs !== 'object' || signInputs === null) {
        throw invalid('signInputs must map addresses to input indexes')
      }
      return Object.entries(signInputs).map(([address, indexes]) => {
        if (!Array.isArray(indexes) || !indexes.every(Number.isInteger)) {
          throw invalid(`signInputs.${address} must be an array of input indexes`)
        }
        return { account: connectedAccount(address), signingIndexes: indexes as number[] }
      })
    }
    // Without signInputs, every input a connected address owns.
    const owners = (await reader()).psbtInputAddresses(psbt, hrpOfChain[chain()] as string)
    const connected = onChain(wallet.accounts)
    return connected.flatMap((account) => {
      const signingIndexes = owners.flatMap((owner, index) =>
        owner === account.address ? [index] : [],
      )
      return signingIndexes.length > 0 ? [{ account, signingIndexes }] : []
    })
  }

  async function signPsbt(params: Record<string, unknown>) {
    const psbt = fromBase64(params.psbt, 'psbt')
    if (params.broadcast === true) {
      throw invalid('The test wallet signs PSBTs without broadcasting them')
    }
    const inputsToSign = await signInputsOf(psbt, params.signInputs)
    if (inputsToSign.length === 0) throw invalid('No input of the PSBT is the wallet’s to sign')
    const [signed] = await features['bitcoin:signTransaction'].signTransaction({
      psbt,
      chain: chain(),
      inputsToSign,
    })
    return { psbt: toBase64((signed as { signedPsbt: Uint8Array }).signedPsbt) }
  }

  function account() {
    const addresses = connectedAddresses()
    if (addresses.length === 0) {
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'The site is not connected')
    }
    return {
      id: String(wallet.accountIndex),
      addresses,
      walletType: 'software',
      network: networkResult(),
    }
  }

  async function answer(method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method as (typeof methods)[number]) {
      case 'getInfo':
        return { version: wallet.version, platform: 'web', methods: [...methods], supports: [] }
      case 'getAccounts':
        return connect(params.purposes)
      case 'getAddresses':
        return { addresses: await connect(params.purposes), network: networkResult() }
      case 'wallet_connect':
        if (params.network !== undefined) changeNetwork(params.network)
        await connect(params.addresses ?? walletPurposes)
        return account()
      case 'wallet_getAccount':
        return account()
      case 'wallet_getNetwork':
        return networkResult()
      case 'wallet_changeNetwork':
        changeNetwork(params.name)
        return null
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        await features['bitcoin:disconnect'].disconnect()
        return null
      case 'signMessage':
        return signMessage(params)
      case 'signPsbt':
        return signPsbt(params)
      default:
        throw new ProviderRpcError(rpcErrorCodes.methodNotFound, `Method not found: ${method}`)
    }
  }

  return {
    async request(method, params) {
      const id = crypto.randomUUID()
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, recordOf(params)) }
      } catch (error) {
        return { jsonrpc: '2.0', id, error: rpcErrorOf(error) }
      }
    },
    addListener(listener) {
      // sats-connect hands the provider one object; anything else is a caller's mistake.
      if (typeof listener?.eventName !== 'string' || typeof listener.cb !== 'function') {
        throw new TypeError('addListener takes one { eventName, cb } object, as sats-connect does')
      }
      const set = listeners.get(listener.eventName) ?? new Set()
      listeners.set(listener.eventName, set)
      set.add(listener.cb)
      return () => {
        set.delete(listener.cb)
      }
    },
    get network() {
      return network
    },
  }
}
