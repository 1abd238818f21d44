export { type BitcoinAccountType, bitcoinAccountIndexes } from './accountIndexes.js'
export { bitcoinNetworks } from './networks.js'
