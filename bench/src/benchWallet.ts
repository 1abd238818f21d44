/** The visitor's wallet as it announces itself (EIP-6963). */
export type BenchWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

export const benchWallet: BenchWalletInfo = {
  uuid: '6f1f5b8e-5a7c-4d1e-9b7a-2c3d4e5f6a7b',
  name: 'Bench Wallet',
  icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2332a06e'/%3E%3C/svg%3E",
  rdns: 'dev.latch.bench',
}

/**
 * Plays the browser extension: runs before the page's scripts (`page.addInitScript`), so it is
 * not the site's JavaScript and is not counted. A minimal EIP-1193 provider, not connected,
 * on mainnet, announced through EIP-6963 now and on every request. It runs in the page, so it
 * refers to nothing outside itself.
 */
export function announceBenchWallet(info: BenchWalletInfo): void {
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
}
