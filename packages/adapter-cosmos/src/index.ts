export { cosmosNetworks } from './networks.js'
