import type { CosmosChainSettings } from '../chains/cosmosChainSettings.js'
import type { CosmosClient } from '../chains/cosmosClient.js'
import { cosmosTokenOf, isPricedCosmosToken, nativeDenomOf } from './cosmosDenoms.js'
import { type BalancesShown, type ServedTokenBalance, tokenBalanceOf } from './tokenBalances.js'

export type ReadCosmosBalancesParameters = BalancesShown & {
  chain: CosmosChainSettings
  client: CosmosClient
  /** The account's bech32 address. */
  address: string
}

/**
 * Every denom the account holds, read live from the chain's node (`AllBalances` of the bank
 * module), each shown as {@link cosmosTokenOf} says: the chain's native denom first (zero
 * included, as the other namespaces show theirs), then the others by symbol, unpriced and
 * without an image (`iconUrl` empty: the modal draws the symbol's initial).
 *
 * @example
 * const balances = await readCosmosBalances({ chain, client, address, catalogue, prices, base, projectId })
 * balances[0]?.symbol // 'ATOM'
 */
export async function readCosmosBalances(
  parameters: ReadCosmosBalancesParameters,
): Promise<ServedTokenBalance[]> {
  const { chain, client, address } = parameters
  const coins = await client.balances(address)
  const native = await nativeDenomOf(chain, client)
  if (native && !coins.some(({ denom }) => denom === native)) {
    coins.unshift({ denom: native, amount: 0n })
  }
  const shown = await Promise.all(
    coins.map(async ({ denom, amount }) => {
      const token = await cosmosTokenOf(chain, client, denom)
      const balance = tokenBalanceOf(token, amount, parameters)
      return {
        denom,
        balance: isPricedCosmosToken(token) ? balance : unpriced(balance),
      }
    }),
  )
  const rank = (denom: string) => (denom === native ? 0 : 1)
  return shown
    .sort(
      (a, b) => rank(a.denom) - rank(b.denom) || a.balance.symbol.localeCompare(b.balance.symbol),
    )
    .map(({ balance }) => balance)
}

/** A denom named by its maker: shown without price, value or image (see isPricedCosmosToken). */
function unpriced({
  price: _price,
  value: _value,
  ...balance
}: ServedTokenBalance): ServedTokenBalance {
  return { ...balance, iconUrl: '' }
}
