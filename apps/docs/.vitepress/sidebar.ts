/** The guides, in the order a site owner meets them; the sidebar and the tests read it. */
export const sidebar = [
  {
    text: 'Start',
    items: [
      { text: 'What Latch is', link: '/' },
      { text: 'Getting started', link: '/getting-started' },
    ],
  },
  {
    text: 'Chains',
    items: [
      { text: 'EVM (eip155)', link: '/adapters/evm' },
      { text: 'Solana', link: '/adapters/solana' },
      { text: 'Polkadot', link: '/adapters/polkadot' },
      { text: 'Bitcoin (bip122)', link: '/adapters/bitcoin' },
      { text: 'Cosmos', link: '/adapters/cosmos' },
      { text: 'WalletConnect', link: '/walletconnect' },
      { text: 'WalletConnect on a real site', link: '/walletconnect-production' },
    ],
  },
  {
    text: 'The modal',
    items: [
      { text: 'Theming', link: '/theming' },
      { text: 'Languages and right-to-left', link: '/i18n' },
      { text: 'SSR and the Next.js App Router', link: '/ssr-nextjs' },
      { text: 'Headless: your own UI', link: '/headless' },
    ],
  },
  {
    text: 'Operating',
    items: [
      { text: 'The server', link: '/server' },
      { text: 'Security model', link: '/security' },
      { text: 'Migrating from Reown AppKit', link: '/migrate-from-appkit' },
    ],
  },
]
