export { solanaNetworks } from './networks.js'
