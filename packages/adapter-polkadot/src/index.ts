export { polkadotNetworks } from './networks.js'
