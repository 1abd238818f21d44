import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { AdapterError } from '../errors/adapter.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'

/** The wallet an account request goes to: its namespace, adapter, account and network. */
export type ConnectedWallet = {
  namespace: ChainNamespace
  adapter: ChainAdapter
  address: string
  network: CaipNetwork
}

/**
 * The connected wallet of `namespace` (the active one by default), for the actions that ask
 * it something on behalf of its account (batches, permissions): one definition of "connected"
 * for them all, an account and a configured network, else `AdapterError` ("The wallet is not
 * connected").
 */
export function connectedWalletOf(
  runtime: LatchRuntime,
  namespace: ChainNamespace | undefined,
): ConnectedWallet {
  const { namespace: used } = runtime.connectionOf(namespace)
  const address = runtime.connectedAccount(used)?.accounts[0]?.address
  const network = runtime.networkOf(used)
  if (!address || !network) throw new AdapterError('NOT_CONNECTED')
  return { namespace: used, adapter: runtime.adapterFor(used), address, network }
}
