import { AdapterError } from '@latch/core'
import { isUserRejection } from '@latch/core/errors'
import type { BitcoinAccount } from './bitcoinAccount.js'
import { type BitcoinChain, bitcoinChains } from './bitcoinChains.js'
import type { BitcoinSigner, BitcoinSignerEvents } from './bitcoinSigner.js'
import type { UnisatProvider } from './bitcoinWalletSource.js'
import {
  accountIn,
  asRejection,
  bitcoinAccountOf,
  bytesToHex,
  chainOfAddress,
  hexToBytes,
  type PreferredAccountType,
  unsupportedChain,
} from './signerSupport.js'

export type ConnectUnisatParameters = {
  provider: UnisatProvider
  silent: boolean
  preferred: BitcoinChain | undefined
  preferredAccountType: PreferredAccountType
  events: BitcoinSignerEvents
}

const isRejection = (code: unknown) => code === 4001
/** UniSat's names of the chains it can switch between. */
const unisatNetworks: Partial<Record<BitcoinChain['name'], string>> = {
  mainnet: 'livenet',
  testnet: 'testnet',
}

/**
 * Connects UniSat's `window.unisat`: `requestAccounts` (`getAccounts` for a reconnect, without
 * a prompt) and `getPublicKey` for its one account, which pays whatever its script (UniSat
 * users often keep everything on taproot); `signMessage` with `bip322-simple`; `signPsbt` with
 * `toSignInputs`, not finalized; `switchNetwork` between livenet and testnet.
 */
export async function connectUnisat({
  provider,
  silent,
  preferred,
  events,
}: ConnectUnisatParameters): Promise<BitcoinSigner> {
  async function wallet<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw asRejection(error, isRejection)
    }
  }
  async function readAccounts(addresses: readonly string[]): Promise<BitcoinAccount[]> {
    const [address] = addresses
    if (!address) return []
    const publicKey = await wallet(() => provider.getPublicKey())
    const account = bitcoinAccountOf(address, publicKey, undefined, 'payment')
    return account ? [account] : []
  }
  async function readChain(): Promise<BitcoinChain | undefined> {
    const name = await provider.getNetwork?.().catch(() => undefined)
    const named = bitcoinChains.find((chain) => unisatNetworks[chain.name] === name)
    return named ?? (accounts[0] ? chainOfAddress(accounts[0].address) : undefined)
  }

  let accounts = await readAccounts(
    await wallet(() => (silent ? provider.getAccounts() : provider.requestAccounts())),
  )
  if (accounts.length === 0) throw new AdapterError('NOT_CONNECTED')
  let chain = await readChain()
  if (preferred && chain?.caipNetworkId !== preferred.caipNetworkId) {
    const name = unisatNetworks[preferred.name]
    if (name && provider.switchNetwork) {
      await provider
        .switchNetwork(name)
        .then(async () => {
          chain = preferred
          accounts = await readAccounts(await provider.getAccounts())
        })
        .catch(() => {})
    }
  }

  let detached = false
  const onAccounts = async (...args: unknown[]) => {
    if (detached) return
    const addresses = Array.isArray(args[0]) ? (args[0] as string[]) : []
    accounts = await readAccounts(addresses)
    if (accounts.length === 0) events.disconnected()
    else events.accountsChanged(accounts)
  }
  const onNetwork = async () => {
    if (detached) return
    const moved = await readChain()
    if (moved && moved !== chain) {
      chain = moved
      events.networkChanged(moved)
    }
  }
  provider.on?.('accountsChanged', onAccounts)
  provider.on?.('networkChanged', onNetwork)

  const signer: BitcoinSigner = {
    get accounts() {
      return accounts
    },
    get chain() {
      return chain
    },
    async signMessage(address, message) {
      accountIn(accounts, address)
      return wallet(() => provider.signMessage(message, 'bip322-simple'))
    },
    async signPsbt(psbt, inputs) {
      const toSignInputs = inputs.flatMap(({ address, signingIndexes }) => {
        accountIn(accounts, address)
        return signingIndexes.map((index) => ({ index, address }))
      })
      const signed = await wallet(() =>
        provider.signPsbt(bytesToHex(psbt), { autoFinalized: false, toSignInputs }),
      )
      return hexToBytes(signed)
    },
    async switchNetwork(target) {
      const name = unisatNetworks[target.name]
      if (!name || !provider.switchNetwork) throw unsupportedChain('UniSat', target)
      await provider.switchNetwork(name).catch((cause: unknown) => {
        const error = asRejection(cause, isRejection)
        throw isUserRejection(error) ? error : unsupportedChain('UniSat', target)
      })
      chain = target
      accounts = await readAccounts(await provider.getAccounts())
    },
    async disconnect() {
      signer.detach()
    },
    detach() {
      detached = true
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('networkChanged', onNetwork)
    },
  }
  return signer
}
