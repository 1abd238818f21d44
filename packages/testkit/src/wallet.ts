export {
  type AnnounceTestWalletParameters,
  announceTestWallet,
  type TestWalletInfo,
  testWalletIcon,
} from './announceTestWallet.js'
export {
  type CreateTestWalletParameters,
  createTestWallet,
  type TestWallet,
  type TestWalletChain,
  type TestWalletControls,
} from './createTestWallet.js'
export { type DevAccount, devAccounts, devMnemonic } from './devAccounts.js'
export type { DevnetChain, DevnetInfo } from './devnetInfo.js'
export { devnetNetwork } from './devnetNetwork.js'
export { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
export { testToken } from './testToken.js'
