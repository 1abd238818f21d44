/** The visitor's wallet as it announces itself (EIP-6963). */
export type BenchWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

export const benchWallet: BenchWalletInfo = {
  uuid: '6f1f5b8e-5a7c-4d1e-9b7a-2c3d4e5f6a7b',
  name: 'Bench Wallet',
  icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2332a06e'/%3E%3C/svg%3E",
  rdns: 'dev.latch.bench',
}

/** The Solana chain the visitor's wallet registers for on a Solana page (Wallet Standard). */
export const benchSolanaChains: readonly string[] = ['solana:mainnet']

/** What the visitor has installed: the wallet, and the Wallet Standard chains it registers for. */
export type BenchWalletSetup = {
  info: BenchWalletInfo
  /** None: the wallet is EIP-6963 only, as on the EVM pages. */
  walletStandardChains: readonly string[]
}

/**
 * Plays the browser extension: runs before the page's scripts (`page.addInitScript`), so it is
 * not the site's JavaScript and is not counted. A minimal EIP-1193 provider, not connected,
 * on mainnet, announced through EIP-6963 now and on every request. Given chains, the same
 * wallet also registers through the Wallet Standard, as a multi-chain extension does. It runs
 * in the page, so it refers to nothing outside itself.
 */
export function installBenchWallet({ info, walletStandardChains }: BenchWalletSetup): void {
  const provider = {
    async request({ method }: { method: string }): Promise<unknown> {
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error(`${method} is not supported by the bench wallet`), {
        code: 4200,
      })
    },
    on() {},
    removeListener() {},
  }
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  if (walletStandardChains.length === 0) return
  // The bench never connects: the features are the ones adapter-solana's discovery asks of a
  // wallet to list it (`standard:connect`, and signing transactions), each refusing the call.
  const refuse = (feature: string) => async () => {
    throw new Error(`${feature} is not supported by the bench wallet`)
  }
  const wallet = Object.freeze({
    version: '1.0.0',
    name: info.name,
    icon: info.icon,
    chains: Object.freeze([...walletStandardChains]),
    accounts: Object.freeze([]),
    features: Object.freeze({
      'standard:connect': { version: '1.0.0', connect: refuse('standard:connect') },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: refuse('solana:signTransaction'),
      },
    }),
  })
  // The Wallet Standard's handshake (what `registerWallet` of @wallet-standard/wallet does):
  // register with an app already listening, and with any app that says it is ready later.
  const register = (api: { register(wallet: unknown): unknown }) => api.register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<Parameters<typeof register>[0]>).detail),
  )
}
