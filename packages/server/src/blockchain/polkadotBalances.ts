import { formatUnits } from 'viem'
import type { PolkadotChainSettings } from '../chains/polkadotChainSettings.js'
import type { PolkadotClient } from '../chains/polkadotClient.js'
import type { PolkadotPublicKey } from '../chains/polkadotPublicKey.js'
import { polkadotNativeToken } from './polkadotNativeToken.js'
import { type BalancesShown, type ServedTokenBalance, tokenBalanceOf } from './tokenBalances.js'

export type ReadPolkadotBalancesParameters = BalancesShown & {
  chain: PolkadotChainSettings
  client: PolkadotClient
  /** The account's public key. */
  account: PolkadotPublicKey
}

/**
 * The account's native token read live from the chain's node (`system.account`), in the
 * shape of the other namespaces' balances: what it can transfer, `free − frozen` (funds
 * locked by staking, votes or vesting, or held, cannot move; reserved funds are not in `free`),
 * as adapter-polkadot shows it, so that the modal's figure and the wallet's agree; `breakdown`
 * gives the free and reserved figures it comes from. Symbol and decimals are the node's own
 * (`system_properties`).
 *
 * @example
 * const balances = await readPolkadotBalances({ chain, client, catalogue, prices, account, base, projectId })
 * balances[0]?.quantity // { decimals: '10', numeric: '1.5' }
 */
export async function readPolkadotBalances(
  parameters: ReadPolkadotBalancesParameters,
): Promise<ServedTokenBalance[]> {
  const { chain, client, account } = parameters
  const [token, funds] = await Promise.all([client.token(), client.funds(account)])
  // Frozen funds may exceed free ones (a lock over reserved funds): nothing moves then.
  const transferable = funds.free > funds.frozen ? funds.free - funds.frozen : 0n
  const native = polkadotNativeToken(chain, token)
  const balance = tokenBalanceOf(native, transferable, parameters)
  const breakdown = {
    free: formatUnits(funds.free, native.decimals),
    reserved: formatUnits(funds.reserved, native.decimals),
  }
  return [{ ...balance, breakdown }]
}
