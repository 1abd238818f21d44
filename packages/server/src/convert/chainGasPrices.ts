import type { ChainClient } from '../chains/chainClient.js'
import type { GasPrices } from './swapProvider.js'

/**
 * Gas prices for three speeds, from the node: `standard` is its `eth_gasPrice`; `fast` and
 * `instant` cover a base fee that rises for one (12.5 %) or two full blocks, plus the median
 * and the 90th-percentile tip of the last 10 blocks (`eth_feeHistory`). Each is at least the
 * one before, so a wallet that picks a faster speed never pays less.
 *
 * @example
 * const { standard, fast, instant } = await readGasPrices(client)
 */
export async function readGasPrices(client: ChainClient): Promise<GasPrices> {
  const [gasPrice, history] = await Promise.all([
    client.getGasPrice(),
    client.getFeeHistory({ blockCount: 10, rewardPercentiles: [50, 90], blockTag: 'latest' }),
  ])
  // The next block's base fee (the last entry), absent before London.
  const baseFee = history.baseFeePerGas.at(-1) ?? 0n
  const tipAt = (index: number) => {
    const tips = (history.reward ?? []).map((rewards) => rewards[index] ?? 0n)
    return tips.length === 0 ? 0n : tips.reduce((sum, tip) => sum + tip, 0n) / BigInt(tips.length)
  }
  const standard = gasPrice
  const fast = maxOf(standard, (baseFee * 1125n) / 1000n + tipAt(0))
  const instant = maxOf(fast, (baseFee * 1266n) / 1000n + tipAt(1))
  return { standard, fast, instant }
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b)
