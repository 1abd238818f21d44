export { evmNetworks } from './networks.js'
