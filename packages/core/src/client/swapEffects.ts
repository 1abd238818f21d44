import { fromPromise } from 'xstate'
import type { ChainAdapter } from '../adapters/chainAdapter.js'
import { parseCaipAddress } from '../caip/caipAddress.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { InternalError } from '../errors/internal.js'
import {
  InsufficientLiquidityError,
  SlippageExceededError,
  SwapFailedOnChainError,
  SwapsNetworkUnsupportedError,
} from '../errors/swap.js'
import { wireSwap } from '../machines/latchChildren.js'
import {
  type SwapLoaded,
  type SwapLoadInput,
  type SwapQuoted,
  type SwapQuoteInput,
  type SwapResult,
  type SwapSubmitInput,
  swapMachine,
} from '../machines/swap.js'
import { isNativeSwapToken } from '../machines/swapBalances.js'
import type { SwapQuote, SwapTransaction, TokenBalance } from '../services/blockchainSchemas.js'
import type { BlockchainService } from '../services/blockchainService.js'
import { blockchainOf } from './blockchainOf.js'

export type SwapEffectsParameters = {
  /** The blockchain service (SPEC.md §7 `/v1/convert/*`), where the site configured one. */
  blockchain: (() => Promise<BlockchainService>) | undefined
  adapterFor: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** The account's balances on a network, where a blockchain service is configured. */
  readBalances: (address: string, caipNetworkId: string) => Promise<readonly TokenBalance[]>
}

/**
 * The service's refusals as the swap's errors (latch-server's codes on its `HttpError`; read
 * by name, so that this chunk does not carry the service client's error class).
 */
function swapFailure(error: unknown): unknown {
  const { serviceCode } = (error ?? {}) as { serviceCode?: unknown }
  if (serviceCode === 'swaps_unsupported') {
    return new SwapsNetworkUnsupportedError({ cause: error })
  }
  if (serviceCode === 'insufficient_liquidity') {
    return new InsufficientLiquidityError({ cause: error })
  }
  return error
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw swapFailure(error)
  }
}

const hex = (value: string | undefined) => (value ? `0x${BigInt(value).toString(16)}` : undefined)

/**
 * The swap machine with this client's effects (SPEC.md §2 Swap, §7 `/v1/convert/*`): the
 * exchange's tokens, quotes, allowance and transactions from the blockchain service; the
 * transactions signed and sent by the account's wallet (`eth_sendTransaction`), then waited
 * for on chain. Loaded when the Swap view opens, so that pages that never swap do not carry it.
 */
export function createSwapLogic({ blockchain, adapterFor, readBalances }: SwapEffectsParameters) {
  const service = () => blockchainOf(blockchain)
  const userOf = (input: SwapLoadInput) => `${input.network?.caipNetworkId}:${input.address}`
  const walletOf = (input: SwapLoadInput) => {
    const adapter = input.namespace && adapterFor(input.namespace)
    if (!adapter || !input.network || !input.address) {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'a connected eip155 wallet' } })
    }
    return { adapter, network: input.network, address: input.address }
  }
  /** Sends a transaction the service built and resolves once it is on chain. */
  const sendAndWait = async (input: SwapLoadInput, tx: SwapTransaction) => {
    const { adapter, network, address } = walletOf(input)
    const hash = await adapter.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: address,
          to: parseCaipAddress(tx.to).address,
          data: tx.data,
          value: hex(tx.value ?? tx.amount) ?? '0x0',
          ...(tx.eip155?.gas ? { gas: hex(tx.eip155.gas) } : {}),
        },
      ],
      network,
    })
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      throw new Error(
        `The wallet answered eth_sendTransaction with ${JSON.stringify(hash)}, not a transaction hash`,
      )
    }
    await adapter.waitForTransaction({ id: hash, network })
    return hash
  }
  const allowanceOf = async (input: SwapQuoteInput) => {
    if (isNativeSwapToken(input.from)) return undefined
    const { allowance } = await calling(async () =>
      (await service()).getSwapAllowance({
        tokenAddress: input.from.address,
        userAddress: userOf(input),
      }),
    )
    return BigInt(allowance)
  }
  const quoteOf = async (input: SwapQuoteInput): Promise<SwapQuote> => {
    const { quotes } = await calling(async () =>
      (await service()).getSwapQuotes({
        amount: input.amount.toString(),
        userAddress: userOf(input),
        from: input.from.address,
        to: input.to.address,
      }),
    )
    const [best] = quotes
    if (!best) throw new InsufficientLiquidityError()
    return best
  }

  return wireSwap(swapMachine).provide({
    actors: {
      load: fromPromise<SwapLoaded, SwapLoadInput>(async ({ input }) => {
        if (input.namespace !== 'eip155' || !input.network) throw new SwapsNetworkUnsupportedError()
        const caipNetworkId = input.network.caipNetworkId
        const [{ tokens }, balances] = await Promise.all([
          calling(async () => (await service()).getSwapTokens(caipNetworkId)),
          input.address
            ? readBalances(input.address, caipNetworkId).catch(() => [])
            : Promise.resolve([]),
        ])
        if (!tokens.length) throw new SwapsNetworkUnsupportedError()
        return { tokens, balances }
      }),
      quote: fromPromise<SwapQuoted, SwapQuoteInput>(async ({ input }) => {
        const [quote, allowance] = await Promise.all([quoteOf(input), allowanceOf(input)])
        return { quote, allowance }
      }),
      approve: fromPromise<bigint, SwapQuoteInput>(async ({ input }) => {
        const { tx } = await calling(async () =>
          (await service()).buildSwapApprove({
            userAddress: userOf(input),
            from: input.from.address,
            to: input.to.address,
            amount: input.amount.toString(),
          }),
        )
        await sendAndWait(input, tx)
        return (await allowanceOf(input)) ?? input.amount
      }),
      swap: fromPromise<SwapResult, SwapSubmitInput>(async ({ input }) => {
        // The price now, against the one the visitor agreed to: worse by more than the
        // slippage tolerance is refused before the wallet is asked.
        const fresh = await quoteOf(input)
        const tolerance = BigInt(Math.round(input.slippage * 100))
        if (
          BigInt(fresh.toAmount) * 10_000n <
          BigInt(input.quote.toAmount) * (10_000n - tolerance)
        ) {
          throw new SlippageExceededError({
            details: `quoted ${input.quote.toAmount}, now ${fresh.toAmount}`,
          })
        }
        const { tx } = await calling(async () =>
          (await service()).buildSwapTransaction({
            amount: input.amount.toString(),
            slippage: input.slippage,
            from: input.from.address,
            to: input.to.address,
            userAddress: userOf(input),
          }),
        )
        let hash: string
        try {
          hash = await sendAndWait(input, tx)
        } catch (error) {
          // Mined and reverted (the price moved past the minimum out while it waited): the
          // adapter's TRANSACTION_FAILED, read by its code so that the class stays where it is.
          if ((error as { code?: unknown }).code === 'TRANSACTION_FAILED') {
            throw new SwapFailedOnChainError({ cause: error })
          }
          throw error
        }
        return {
          hash,
          from: input.from,
          to: input.to,
          fromAmount: input.amount.toString(),
          toAmount: fresh.toAmount,
        }
      }),
    },
  })
}
