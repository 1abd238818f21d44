import type { RpcChainNamespace } from '@latch/frame-protocol'
import { smartAccountsEnabledOn } from '../auth/smartAccountNetworks.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { AccountType } from '../connectors/connector.js'
import { AUTH_CONNECTOR_ID } from '../connectors/connectorIds.js'
import { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'

export type SetPreferredAccountTypeParameters = {
  /** The namespace whose account the choice is about, as `bip122`. */
  namespace: ChainNamespace
  /** The account type to show first, as `ordinal` or `payment` for Bitcoin. */
  type: AccountType
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type SetPreferredAccountTypeReturnType = void

/**
 * An `InternalError` ("Adapter for namespace … is missing") when no adapter serves `namespace`;
 * a `FrameError` ("Smart accounts are not enabled on this network") when the embedded wallet is
 * asked for a smart account on a network where the project offers none, or the frame refuses.
 */
export type SetPreferredAccountTypeErrorType = InternalError | FrameError

/** The frame server's words for the refusal, so that the visitor reads one text either way. */
const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled on this network'

const isEmbeddedAccountType = (type: AccountType): type is 'eoa' | 'smartAccount' =>
  type === 'eoa' || type === 'smartAccount'

/**
 * Chooses which account of a namespace the visitor sees (SPEC.md §3 "preferred account
 * types"): the choice is stored for later visits, and the namespace's connection lists its
 * account of that type first, now if it has one (`state.connection.accounts[0]` then shows it;
 * without one the state stays as it is) and whenever it is made, restored or told of new
 * accounts by the wallet. Analytics hear of it (`SET_PREFERRED_ACCOUNT_TYPE`).
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
    // §4 "Smart account switching"); its refusal leaves everything as it was. A network without
    // smart accounts is refused here, without asking the frame.
    if (
      connection?.connectorId === AUTH_CONNECTOR_ID &&
      runtime.auth &&
      isEmbeddedAccountType(type)
    ) {
      const network = connection.network ?? runtime.networkOf(namespace)?.caipNetworkId
      if (
        type === 'smartAccount' &&
        !(network && smartAccountsEnabledOn(latch._internal.storage, network))
      ) {
        throw FrameError.fromReply(SMART_ACCOUNTS_NOT_ENABLED)
      }
      const session = await runtime.auth.session()
      await session.provider(namespace as RpcChainNamespace).setAccountType?.(type)
    }
    runtime.send({ type: 'connection.preferAccountType', namespace, accountType: type })
    latch._internal.services.track({
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { namespace, accountType: type },
    })
  })
}
