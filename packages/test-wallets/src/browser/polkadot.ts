import { createPolkadotTestWallet } from '../polkadot/createPolkadotTestWallet.js'
import {
  injectPolkadotTestWallet,
  polkadotTestWalletKey,
} from '../polkadot/injectPolkadotTestWallet.js'
import { expose, rememberedIn, settingsOf } from './pageWallets.js'

const { key = polkadotTestWalletKey, ...parameters } = settingsOf('polkadot')
const wallet = createPolkadotTestWallet({ ...parameters, rememberSite: rememberedIn('polkadot') })
injectPolkadotTestWallet(wallet, undefined, key)
expose('polkadot', wallet)
