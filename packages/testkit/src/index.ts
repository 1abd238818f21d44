export { type CompiledTestToken, compileTestToken } from './compileTestToken.js'
export { type DevAccount, devAccounts, devMnemonic } from './devAccounts.js'
export type { DevnetChain, DevnetInfo } from './devnetInfo.js'
export { type DevnetWalletClient, devnetWalletClient } from './devnetWalletClient.js'
export {
  defaultDevnetPorts,
  type LocalChains,
  localChainDefinitions,
  type StartLocalChainsParameters,
  startLocalChains,
} from './startLocalChains.js'
export { testToken } from './testToken.js'
