import { announceTestWallet } from '../announceTestWallet.js'
import { createTestWallet } from '../createTestWallet.js'
import { expose, rememberedIn, settingsOf } from './pageWallets.js'

const { name, rdns, ...parameters } = settingsOf('evm')
const wallet = createTestWallet({ ...parameters, rememberSite: rememberedIn('evm') })
announceTestWallet(wallet, { ...(name ? { name } : {}), ...(rdns ? { rdns } : {}) })
expose('evm', wallet)
