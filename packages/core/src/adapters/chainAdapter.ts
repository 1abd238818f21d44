import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'

/**
 * What core asks of a chain namespace's adapter to connect, reconnect, disconnect and switch
 * networks. Adapters live in their own packages (`@latch/adapter-*`) and talk to one chain
 * family each; core never imports a chain SDK. Failures reject with the wallet's own error
 * (its `code` is read, for example 4001 for a rejection or 4902 for an unknown chain).
 */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  /** Connects through the connector (an injected wallet, WalletConnect, the embedded wallet). */
  connect(parameters: {
    connectorId: string
    network: CaipNetwork | undefined
  }): Promise<Connection>
  /** Restores the session of a connector used on an earlier visit, without a prompt. */
  reconnect(parameters: { connectorId: string }): Promise<Connection>
  disconnect(parameters: { connection: Connection }): Promise<void>
  /** Has the wallet sign a text message with the account's key (sign-in, name registration). */
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /** Asks the wallet to switch to the network. */
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>
  /** Asks the wallet to add the network (after it did not know it), and switch to it. */
  addNetwork?(parameters: { network: CaipNetwork }): Promise<void>
}
