import { createCosmosTestWallet } from '../cosmos/createCosmosTestWallet.js'
import { injectCosmosTestWallet } from '../cosmos/injectCosmosTestWallet.js'
import { expose, rememberedIn, settingsOf } from './pageWallets.js'

const { key, ...parameters } = settingsOf('cosmos')
const wallet = createCosmosTestWallet({ ...parameters, rememberSite: rememberedIn('cosmos') })
injectCosmosTestWallet(wallet, undefined, key ? { key } : {})
expose('cosmos', wallet)
