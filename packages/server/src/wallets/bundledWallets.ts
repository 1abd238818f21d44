import {
  BITCOIN_MAINNET_REFERENCE,
  POLKADOT_MAINNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
} from '@latch/core/constants'
import type { WalletEntry } from './wallet.js'

// Widely used wallets, most used first (their order is the default listing order). Links are
// the public homepages and app schemes as their makers document them; rdns only where the
// extension announces one through EIP-6963. Review before relying on it in production.

const eth = 'eip155:1'
const evm = [eth, 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const solana = `solana:${SOLANA_MAINNET_REFERENCE}`
const bitcoin = `bip122:${BITCOIN_MAINNET_REFERENCE}`
const polkadot = `polkadot:${POLKADOT_MAINNET_REFERENCE}`
const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const cosmos = ['cosmos:cosmoshub-4', 'cosmos:osmosis-1', 'cosmos:celestia', 'cosmos:injective-1']
const stacks = 'stacks:1'

type Extra = {
  rdns?: string
  mobile?: string
  desktop?: string
  webapp?: string
  certified?: boolean
}

function wallet(
  id: string,
  name: string,
  color: string,
  chains: string[],
  homepage: string,
  extra: Extra = {},
): WalletEntry {
  return {
    id,
    name,
    color,
    rdns: extra.rdns ?? null,
    chains,
    homepage,
    mobile_link: extra.mobile ?? null,
    desktop_link: extra.desktop ?? null,
    webapp_link: extra.webapp ?? null,
    badge_type: extra.certified ? 'certified' : 'none',
  }
}

export const bundledWallets: readonly WalletEntry[] = [
  wallet('metamask', 'MetaMask', '#f6851b', evm, 'https://metamask.io', {
    rdns: 'io.metamask',
    mobile: 'metamask://',
    certified: true,
  }),
  wallet(
    'trust',
    'Trust Wallet',
    '#0500ff',
    [...evm, solana, bitcoin, ...cosmos],
    'https://trustwallet.com',
    {
      rdns: 'com.trustwallet.app',
      mobile: 'trust://',
      certified: true,
    },
  ),
  wallet(
    'coinbase',
    'Coinbase Wallet',
    '#0052ff',
    [...evm, solana],
    'https://www.coinbase.com/wallet',
    {
      rdns: 'com.coinbase.wallet',
      mobile: 'cbwallet://',
      webapp: 'https://keys.coinbase.com',
      certified: true,
    },
  ),
  wallet(
    'okx',
    'OKX Wallet',
    '#000000',
    [...evm, solana, bitcoin, ...cosmos],
    'https://web3.okx.com',
    {
      rdns: 'com.okex.wallet',
      mobile: 'okex://main',
      certified: true,
    },
  ),
  wallet(
    'phantom',
    'Phantom',
    '#ab9ff2',
    [solana, eth, 'eip155:137', 'eip155:8453', bitcoin],
    'https://phantom.com',
    {
      rdns: 'app.phantom',
      mobile: 'phantom://',
      certified: true,
    },
  ),
  wallet('rabby', 'Rabby Wallet', '#7084ff', evm, 'https://rabby.io', {
    rdns: 'io.rabby',
    mobile: 'rabby://',
    certified: true,
  }),
  wallet('rainbow', 'Rainbow', '#001e59', evm, 'https://rainbow.me', {
    rdns: 'me.rainbow',
    mobile: 'rainbow://',
    certified: true,
  }),
  wallet('uniswap', 'Uniswap Wallet', '#ff37c7', evm, 'https://wallet.uniswap.org', {
    rdns: 'org.uniswap.app',
    mobile: 'uniswap://',
    certified: true,
  }),
  wallet('zerion', 'Zerion', '#2962ef', evm, 'https://zerion.io', {
    rdns: 'io.zerion.wallet',
    mobile: 'zerion://',
    webapp: 'https://app.zerion.io',
    certified: true,
  }),
  wallet(
    'ledger-live',
    'Ledger Live',
    '#000000',
    [...evm, solana, bitcoin, polkadot, ...cosmos],
    'https://www.ledger.com/ledger-live',
    {
      mobile: 'ledgerlive://',
      desktop: 'ledgerlive://',
      certified: true,
    },
  ),
  wallet('safe', 'Safe{Wallet}', '#12ff80', [...evm, 'eip155:100'], 'https://safe.global', {
    webapp: 'https://app.safe.global',
    certified: true,
  }),
  wallet(
    'binance',
    'Binance Wallet',
    '#f0b90b',
    [...evm, solana, bitcoin],
    'https://www.binance.com/en/web3wallet',
    {
      rdns: 'com.binance.wallet',
      mobile: 'bnc://',
    },
  ),
  wallet(
    'bitget',
    'Bitget Wallet',
    '#00f0ff',
    [...evm, solana, bitcoin],
    'https://web3.bitget.com',
    {
      rdns: 'com.bitget.web3',
      mobile: 'bitkeep://',
      certified: true,
    },
  ),
  wallet('solflare', 'Solflare', '#fc7227', [solana], 'https://solflare.com', {
    mobile: 'solflare://',
    certified: true,
  }),
  wallet('backpack', 'Backpack', '#e33e3f', [solana, eth], 'https://backpack.app', {
    rdns: 'app.backpack',
    mobile: 'backpack://',
    certified: true,
  }),
  wallet('exodus', 'Exodus', '#1f2033', [...evm, solana, bitcoin], 'https://www.exodus.com', {
    rdns: 'com.exodus.web3-wallet',
    mobile: 'exodus://',
    desktop: 'exodus://',
    certified: true,
  }),
  wallet(
    'magic-eden',
    'Magic Eden Wallet',
    '#e42575',
    [solana, ...evm, bitcoin],
    'https://wallet.magiceden.io',
    {
      rdns: 'io.magiceden.wallet',
      mobile: 'magiceden://',
    },
  ),
  wallet(
    'onekey',
    'OneKey',
    '#44d62c',
    [...evm, solana, bitcoin, polkadot, ...cosmos],
    'https://onekey.so',
    {
      rdns: 'so.onekey.app.wallet',
      mobile: 'onekey-wallet://',
      desktop: 'onekey-wallet://',
      certified: true,
    },
  ),
  wallet(
    'argent',
    'Argent',
    '#ff875b',
    [eth, 'eip155:324', 'starknet:SN_MAIN'],
    'https://www.argent.xyz',
    {
      mobile: 'argent://app/',
      certified: true,
    },
  ),
  wallet('imtoken', 'imToken', '#11c4d1', [...evm, bitcoin], 'https://token.im', {
    mobile: 'imtokenv2://',
  }),
  wallet(
    'tokenpocket',
    'TokenPocket',
    '#2980fe',
    [...evm, solana, bitcoin, polkadot, ...cosmos],
    'https://www.tokenpocket.pro',
    {
      rdns: 'pro.tokenpocket',
      mobile: 'tpoutside://',
    },
  ),
  wallet('safepal', 'SafePal', '#4a21ef', [...evm, solana, bitcoin], 'https://www.safepal.com', {
    rdns: 'com.safepal',
    mobile: 'safepalwallet://',
  }),
  wallet('1inch', '1inch Wallet', '#101824', [...evm, solana], 'https://1inch.io/wallet', {
    mobile: 'oneinch://',
  }),
  wallet('brave', 'Brave Wallet', '#fb542b', [...evm, solana], 'https://brave.com/wallet', {
    rdns: 'com.brave.wallet',
  }),
  wallet('frame', 'Frame', '#1a1c22', evm, 'https://frame.sh', { rdns: 'sh.frame' }),
  wallet('zeal', 'Zeal', '#0fffa6', evm, 'https://www.zeal.app', {
    rdns: 'app.zeal',
    mobile: 'zeal://',
  }),
  wallet(
    'kraken',
    'Kraken Wallet',
    '#7132f5',
    [...evm, solana, bitcoin],
    'https://www.kraken.com/wallet',
    {
      mobile: 'krakenwallet://',
    },
  ),
  wallet(
    'crypto-com',
    'Crypto.com Onchain',
    '#103f68',
    [...evm, 'eip155:25', ...cosmos],
    'https://crypto.com/onchain',
    {
      mobile: 'dfw://',
    },
  ),
  wallet(
    'bybit',
    'Bybit Wallet',
    '#f7a600',
    [...evm, solana, bitcoin],
    'https://www.bybit.com/web3',
    {
      mobile: 'bybitapp://',
    },
  ),
  wallet('core', 'Core', '#1b1b1f', [eth, 'eip155:43114', bitcoin, solana], 'https://core.app', {
    rdns: 'app.core.extension',
    mobile: 'core://',
  }),
  wallet(
    'taho',
    'Taho',
    '#d08e39',
    [eth, 'eip155:10', 'eip155:137', 'eip155:42161'],
    'https://taho.xyz',
    {
      rdns: 'xyz.taho',
    },
  ),
  wallet(
    'enkrypt',
    'Enkrypt',
    '#7d42f4',
    [...evm, polkadot, kusama, bitcoin, solana],
    'https://www.enkrypt.com',
  ),
  wallet(
    'mathwallet',
    'MathWallet',
    '#1d1d1d',
    [...evm, solana, polkadot, ...cosmos],
    'https://mathwallet.org',
    {
      mobile: 'mathwallet://',
    },
  ),
  wallet('tangem', 'Tangem', '#1e1e1e', [...evm, solana, bitcoin], 'https://tangem.com', {
    mobile: 'tangem://',
  }),
  wallet(
    'trezor-suite',
    'Trezor Suite',
    '#0f6148',
    [...evm, solana, bitcoin],
    'https://trezor.io/trezor-suite',
  ),
  wallet('ambire', 'Ambire Wallet', '#6000ff', evm, 'https://www.ambire.com', {
    mobile: 'ambire://',
  }),
  wallet(
    'ctrl',
    'Ctrl Wallet',
    '#a9ff8a',
    [...evm, solana, bitcoin, ...cosmos],
    'https://ctrl.xyz',
  ),
  wallet(
    'coin98',
    'Coin98 Super Wallet',
    '#d9b432',
    [...evm, solana, ...cosmos],
    'https://coin98.com/wallet',
  ),
  wallet(
    'ronin',
    'Ronin Wallet',
    '#1273ea',
    [eth, 'eip155:2020'],
    'https://wallet.roninchain.com',
    {
      mobile: 'roninwallet://',
    },
  ),
  wallet('keplr', 'Keplr', '#314fdf', [...cosmos, eth], 'https://www.keplr.app', {
    mobile: 'keplrwallet://',
    certified: true,
  }),
  wallet('leap', 'Leap Wallet', '#29a874', cosmos, 'https://www.leapwallet.io', {
    mobile: 'leapcosmos://',
  }),
  wallet(
    'cosmostation',
    'Cosmostation',
    '#9c6cff',
    [...cosmos, eth],
    'https://www.cosmostation.io',
    {
      mobile: 'cosmostation://',
    },
  ),
  wallet('xverse', 'Xverse', '#ee7a30', [bitcoin, stacks], 'https://www.xverse.app', {
    mobile: 'xverse://',
    certified: true,
  }),
  wallet('leather', 'Leather', '#12100f', [bitcoin, stacks], 'https://leather.io'),
  wallet('unisat', 'UniSat Wallet', '#f7931a', [bitcoin], 'https://unisat.io'),
  wallet(
    'talisman',
    'Talisman',
    '#d5ff5c',
    [polkadot, kusama, ...evm],
    'https://www.talisman.xyz',
    {
      rdns: 'xyz.talisman',
      certified: true,
    },
  ),
  wallet(
    'subwallet',
    'SubWallet',
    '#004bff',
    [polkadot, kusama, ...evm, bitcoin],
    'https://www.subwallet.app',
    {
      rdns: 'app.subwallet',
      mobile: 'subwallet://',
      certified: true,
    },
  ),
  wallet(
    'polkadot-js',
    'polkadot{.js}',
    '#e6007a',
    [polkadot, kusama],
    'https://polkadot.js.org/extension',
  ),
  wallet('nova', 'Nova Wallet', '#3c6ef5', [polkadot, kusama, ...evm], 'https://novawallet.io', {
    mobile: 'novawallet://',
  }),
]
