import { createBitcoinTestWallet } from '../bitcoin/createBitcoinTestWallet.js'
import { registerBitcoinTestWallet } from '../bitcoin/registerBitcoinTestWallet.js'
import { expose, rememberedIn, settingsOf } from './pageWallets.js'

const wallet = createBitcoinTestWallet({
  ...settingsOf('bitcoin'),
  rememberSite: rememberedIn('bitcoin'),
})
registerBitcoinTestWallet(wallet)
expose('bitcoin', wallet)
