import type { Connector } from './connector.js'

/**
 * The entry a connector merges into (see `mergeConnectors`): the embedded wallet and
 * WalletConnect by their type (one session serves every namespace), any other wallet by its
 * name. Types are upper case and names are compared in lower case, so the two never meet. A
 * module of its own: the connect list dedupes by it in the modal's shell, before the chunk with
 * the merge itself loads.
 */
export function connectorMergeKey({ type, name }: Connector): string {
  return type === 'AUTH' || type === 'WALLET_CONNECT' ? type : name.trim().toLowerCase()
}
