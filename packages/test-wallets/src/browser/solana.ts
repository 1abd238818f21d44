import { createSolanaTestWallet } from '../createSolanaTestWallet.js'
import { registerSolanaTestWallet } from '../registerSolanaTestWallet.js'
import { expose, rememberedIn, settingsOf } from './pageWallets.js'

const wallet = createSolanaTestWallet({
  ...settingsOf('solana'),
  rememberSite: rememberedIn('solana'),
})
registerSolanaTestWallet(wallet)
expose('solana', wallet)
