export type { SignClientConnection } from './signClientSession.js'
export {
  type WalletConnectMetadata,
  type WalletConnectParameters,
  type WalletConnectReturnType,
  type WalletConnectStorage,
  walletConnect,
} from './walletConnect.js'
