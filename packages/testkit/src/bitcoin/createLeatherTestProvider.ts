import type { BitcoinTestWallet, BitcoinTestWalletAccount } from '@latch/test-wallets'
import { ProviderRpcError, providerErrorCodes } from '@latch/test-wallets'

/** The Bitcoin networks of Leather that the test wallet signs for. */
export type LeatherNetworkName = 'regtest' | 'testnet' | 'signet'

/** A BTC address as `@leather.io/rpc`'s `getAddresses` result describes it. */
export type LeatherBtcAddress = {
  readonly symbol: 'BTC'
  readonly type: 'p2wpkh' | 'p2tr'
  readonly address: string
  readonly publicKey: string
  readonly derivationPath: string
  readonly descriptor: string
  /** Taproot only: the BIP-341 output key. */
  readonly tweakedPublicKey?: string
}

/** A JSON-RPC 2.0 success answer, as `LeatherProvider.request` resolves. */
export type LeatherSuccess = {
  readonly jsonrpc: '2.0'
  readonly id: string
  readonly result: unknown
}

/** The JSON-RPC 2.0 error answer `LeatherProvider.request` rejects with (a plain object). */
export type LeatherFailure = {
  readonly jsonrpc: '2.0'
  readonly id: string
  readonly error: { readonly code: number; readonly message: string }
}

/** Leather's `window.LeatherProvider`, its `request`. */
export type LeatherTestProvider = {
  request(method: string, params?: unknown): Promise<LeatherSuccess>
}

export type CreateLeatherTestProviderParameters = {
  /** The key store and approvals behind the provider: its prompts are the wallet's. */
  readonly wallet: BitcoinTestWallet
  /** The network chosen in the wallet; the first of the wallet's chains by default. */
  readonly network?: LeatherNetworkName
}

// @leather.io/rpc's RpcErrorCode.
const rpcErrorCodes = {
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  userRejection: 4001,
  methodNotSupported: 4002,
  permissionDenied: 7,
} as const

const hrpOfNetwork: Readonly<Record<LeatherNetworkName, string>> = {
  regtest: 'bcrt',
  testnet: 'tb',
  signet: 'tb',
}
// Methods of Leather's RPC this stand-in does not answer (its Stacks keys, its own UI).
const notImplemented = new Set(['sendTransfer', 'open', 'openSwap', 'supportedMethods'])
const methods = ['getInfo', 'getAddresses', 'signMessage', 'signPsbt'] as const

const invalid = (message: string) => new ProviderRpcError(rpcErrorCodes.invalidParams, message)

function toHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function fromHex(hex: unknown, what: string): Uint8Array {
  if (typeof hex !== 'string' || !/^(?:[0-9a-fA-F]{2})+$/.test(hex)) {
    throw invalid(`${what} must be hex`)
  }
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function recordOf(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
}

/** The wallet's errors as Leather codes them: its refusal is USER_REJECTION (4001). */
function rpcErrorOf(error: unknown): { code: number; message: string } {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  if (code === providerErrorCodes.userRejectedRequest)
    return { code: rpcErrorCodes.userRejection, message }
  if (code === providerErrorCodes.unauthorized)
    return { code: rpcErrorCodes.permissionDenied, message }
  if (
    code === rpcErrorCodes.methodNotSupported ||
    (typeof code === 'number' && code <= -32000 && code >= -32700)
  ) {
    return { code, message }
  }
  return { code: rpcErrorCodes.internal, message }
}

/**
 * Leather's page-side provider (`window.LeatherProvider`) as `@leather.io/rpc` types it, over
 * a Bitcoin test wallet that plays the extension's background: its keys sign and its prompts
 * approve (`wallet.rejectNext()` refuses one). `request(method, params)` resolves with the
 * JSON-RPC 2.0 success answer and rejects with the error answer (a plain object; the
 * visitor's refusal is USER_REJECTION, 4001). Methods: `getInfo`; `getAddresses` (a prompt:
 * the native segwit and taproot addresses of the network chosen in the wallet, with key,
 * path, a single-key descriptor and, for taproot, the output key; the wallet holds no Stacks
 * key, so no STX address); `signMessage` (by `paymentType`; BIP-322 unless `type: 'legacy'`)
 * and `signPsbt` (hex; the inputs at `signAtIndex`, or every input its addresses own;
 * `broadcast: true` is refused). It signs only for addresses `getAddresses` gave the site
 * (PERMISSION_DENIED, 7, otherwise), and a request naming another network than the wallet's
 * is invalid. `sendTransfer`, `open`, `openSwap` and `supportedMethods` are
 * METHOD_NOT_SUPPORTED (4002); Leather's `listen` is not there. Browser-safe: bitcoinjs loads
 * with the first request that reads a PSBT or an address.
 *
 * @example
 * window.LeatherProvider = createLeatherTestProvider({ wallet: createBitcoinTestWallet({ … }) })
 */
export function createLeatherTestProvider(
  parameters: CreateLeatherTestProviderParameters,
): LeatherTestProvider {
  const { wallet } = parameters
  const features = wallet.features
  const network =
    parameters.network ??
    (Object.keys(hrpOfNetwork) as LeatherNetworkName[]).find(
      (name) => `bitcoin:${name}` === wallet.chains[0],
    )
  if (!network || !wallet.chains.includes(`bitcoin:${network}`)) {
    throw new Error(`The test wallet signs for none of ${parameters.network ?? 'its chains'}`)
  }
  const chain = `bitcoin:${network}` as const
  const hrp = hrpOfNetwork[network]
  const reader = () => import('./providerScriptReader.js')

  const connected = () =>
    (wallet.accounts as BitcoinTestWalletAccount[]).filter((account) =>
      account.chains.includes(chain),
    )
  function checkNetwork(name: unknown) {
    if (name !== undefined && name !== network) {
      throw invalid(`The wallet is on ${network}, not ${String(name)}`)
    }
  }
  function checkAccount(index: unknown) {
    if (index !== undefined && index !== wallet.accountIndex) {
      throw invalid(`The wallet's account is ${wallet.accountIndex}, not ${String(index)}`)
    }
  }

  async function getAddresses(params: Record<string, unknown>) {
    checkNetwork(params.network)
    const { accounts } = await features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    const { taprootOutputKey } = await reader()
    const addresses = (accounts as BitcoinTestWalletAccount[])
      .filter((account) => account.chains.includes(chain))
      .map((account): LeatherBtcAddress => {
        const publicKey = toHex(account.publicKey)
        const common = {
          symbol: 'BTC',
          address: account.address,
          publicKey,
          derivationPath: account.path,
        } as const
        return account.addressType === 'p2tr'
          ? {
              ...common,
              type: 'p2tr',
              descriptor: `tr(${publicKey})`,
              tweakedPublicKey: taprootOutputKey(account.address),
            }
          : { ...common, type: 'p2wpkh', descriptor: `wpkh(${publicKey})` }
      })
    return { addresses }
  }

  async function signMessage(params: Record<string, unknown>) {
    checkNetwork(params.network)
    checkAccount(params.account)
    if (typeof params.message !== 'string') throw invalid('message must be a string')
    if (params.paymentType !== 'p2wpkh' && params.paymentType !== 'p2tr') {
      throw invalid('paymentType must be p2wpkh or p2tr')
    }
    const { type = 'bip322' } = params
    if (type !== 'bip322' && type !== 'legacy')
      throw invalid(`Unknown message type ${String(type)}`)
    const account = connected().find((candidate) => candidate.addressType === params.paymentType)
    if (!account) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `No ${params.paymentType} address was given to this site`,
      )
    }
    const [signed] = await features['bitcoin:signMessage'].signMessage({
      account,
      message: new TextEncoder().encode(params.message),
      protocol: type === 'legacy' ? 'ECDSA' : 'BIP322',
    })
    return {
      signature: toBase64((signed as { signature: Uint8Array }).signature),
      address: account.address,
      message: params.message,
    }
  }

  async function signPsbt(params: Record<string, unknown>) {
    checkNetwork(params.network)
    checkAccount(params.account)
    const psbt = fromHex(params.hex, 'hex')
    if (params.broadcast === true) {
      throw invalid('The test wallet signs PSBTs without broadcasting them')
    }
    const owners = (await reader()).psbtInputAddresses(psbt, hrp)
    const accounts = connected()
    const { signAtIndex } = params
    const indexes =
      signAtIndex === undefined
        ? owners.flatMap((owner, index) =>
            accounts.some((account) => account.address === owner) ? [index] : [],
          )
        : [signAtIndex].flat()
    if (!indexes.every(Number.isInteger)) throw invalid('signAtIndex must be input indexes')
    const inputsToSign = accounts.flatMap((account) => {
      const signingIndexes = (indexes as number[]).filter(
        (index) => owners[index] === account.address,
      )
      return signingIndexes.length > 0 ? [{ account, signingIndexes }] : []
    })
    const signable = inputsToSign.flatMap(({ signingIndexes }) => signingIndexes)
    const foreign = (indexes as number[]).find((index) => !signable.includes(index))
    if (foreign !== undefined) throw invalid(`Input ${foreign} is not the wallet’s to sign`)
    if (inputsToSign.length === 0) throw invalid('No input of the PSBT is the wallet’s to sign')
    const [signed] = await features['bitcoin:signTransaction'].signTransaction({
      psbt,
      chain,
      inputsToSign,
    })
    return { hex: toHex((signed as { signedPsbt: Uint8Array }).signedPsbt) }
  }

  async function answer(method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method as (typeof methods)[number]) {
      case 'getInfo':
        return { version: wallet.version, platform: 'extension', supportedMethods: [...methods] }
      case 'getAddresses':
        return getAddresses(params)
      case 'signMessage':
        return signMessage(params)
      case 'signPsbt':
        return signPsbt(params)
      default:
        if (notImplemented.has(method)) {
          throw new ProviderRpcError(
            rpcErrorCodes.methodNotSupported,
            `The test wallet does not answer ${method}`,
          )
        }
        throw new ProviderRpcError(rpcErrorCodes.methodNotFound, `Method not found: ${method}`)
    }
  }

  return {
    async request(method, params) {
      const id = crypto.randomUUID()
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, recordOf(params)) }
      } catch (error) {
        const failure: LeatherFailure = { jsonrpc: '2.0', id, error: rpcErrorOf(error) }
        throw failure
      }
    },
  }
}
