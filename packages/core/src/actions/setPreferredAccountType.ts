import type { RpcChainNamespace } from '@latch/frame-protocol'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AccountType } from '../connectors/connector.js'
import { AUTH_CONNECTOR_ID } from '../connectors/connectorIds.js'
import type { InternalError } from '../errors/internal.js'

export type SetPreferredAccountTypeParameters = {
  /** The namespace whose account the choice is about, as `bip122`. */
  namespace: ChainNamespace
  /** The account type to show first, as `ordinal` or `payment` for Bitcoin. */
  type: AccountType
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type SetPreferredAccountTypeReturnType = void

/** An `InternalError` ("Adapter for namespace … is missing") when no adapter serves `namespace`. */
export type SetPreferredAccountTypeErrorType = InternalError

const isEmbeddedAccountType = (type: AccountType): type is 'eoa' | 'smartAccount' =>
  type === 'eoa' || type === 'smartAccount'

/**
 * Chooses which account of a namespace the visitor sees (SPEC.md §3 "preferred account
 * types"): the choice is stored for later visits, and the namespace's connection lists its
 * account of that type first, now if it has one (`state.connection.accounts[0]` then shows it;
 * without one the state stays as it is) and whenever it is made, restored or told of new
 * accounts by the wallet.
 *
 * @example
 * await setPreferredAccountType(latch, { namespace: 'bip122', type: 'ordinal' })
 */
export function setPreferredAccountType(
  latch: LatchClient,
  { namespace, type }: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  return latch._internal.run(async (runtime) => {
    runtime.connectionOf(namespace)
    const connection = runtime.connectedAccount(namespace)
    // The embedded wallet signs with the account chosen, so the frame switches first (SPEC.md
    // §4 "Smart account switching"); its refusal leaves everything as it was.
    if (
      connection?.connectorId === AUTH_CONNECTOR_ID &&
      runtime.auth &&
      isEmbeddedAccountType(type)
    ) {
      const session = await runtime.auth.session()
      await session.provider(namespace as RpcChainNamespace).setAccountType?.(type)
    }
    runtime.send({ type: 'connection.preferAccountType', namespace, accountType: type })
  })
}
