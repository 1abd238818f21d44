import { type Coin, createProtobufRpcClient, type QueryClient } from '@cosmjs/stargate'
import {
  QueryClientImpl as BankQueryClient,
  QueryAllBalancesRequest,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'

export type AllCosmosBalancesOptions = {
  /**
   * Denoms asked for per page; the node's default otherwise (100 on a Cosmos SDK node). A
   * server that reads many accounts asks for more, for fewer round trips.
   */
  pageSize?: bigint | undefined
  /**
   * What each page's request is awaited through, such as a timeout: cosmjs's HTTP client waits
   * as long as the socket does. Each page as it comes otherwise.
   */
  awaitPage?: (<T>(page: Promise<T>) => Promise<T>) | undefined
}

/**
 * Every coin `address` holds, page after page of the bank module's `AllBalances` until the
 * node's `nextKey` is empty: cosmjs's `getAllBalances` and the bank extension's `allBalances`
 * read the first page only (100 denoms on a Cosmos SDK node), and `factory/…`, `gamm/…` and
 * `ibc/…` denoms sort before a chain's own, so an account with many would seem to hold none of
 * the chain's coin.
 *
 * @example
 * const queries = QueryClient.withExtensions(await connectComet(url))
 * const coins = await allCosmosBalances(queries, 'cosmos1…')
 * // [{ denom: 'ibc/27…', amount: '5' }, …, { denom: 'uatom', amount: '1000000' }]
 */
export async function allCosmosBalances(
  queryClient: QueryClient,
  address: string,
  { pageSize, awaitPage = (page) => page }: AllCosmosBalancesOptions = {},
): Promise<Coin[]> {
  const bank = new BankQueryClient(createProtobufRpcClient(queryClient))
  const coins: Coin[] = []
  let key: Uint8Array = new Uint8Array()
  do {
    const { balances, pagination } = await awaitPage(
      bank.AllBalances(
        QueryAllBalancesRequest.fromPartial({
          address,
          pagination: pageSize === undefined ? { key } : { key, limit: pageSize },
        }),
      ),
    )
    coins.push(...balances)
    key = pagination?.nextKey ?? new Uint8Array()
  } while (key.length > 0)
  return coins
}
