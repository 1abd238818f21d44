export {
  type WalletConnectMetadata,
  type WalletConnectParameters,
  walletConnect,
} from './walletConnect.js'
