import { AdapterError, type FeeSpeed } from '@latch/core'

/** Esplora's `/fee-estimates`: sat/vB by confirmation target in blocks. */
export type FeeEstimates = Readonly<Record<string, unknown>>

/** A fee rate in sat/vB, with the speed it was estimated for (none for a site's fixed rate). */
export type ChosenFeeRate = { speed: FeeSpeed | undefined; rate: number }

/**
 * The confirmation targets of the speeds, in blocks: about an hour, half an hour, the next
 * block. `normal` is the adapter's `confirmationTarget`.
 */
const speedTargets = { slow: 6, normal: 3, fast: 1 } as const satisfies Record<FeeSpeed, number>

/**
 * The rates a transfer may pay, in sat/vB: Bitcoin Core's default relay minimum (1) to its
 * default `maxfeerate` for a broadcast (0.1 BTC/kvB = 10,000 sat/vB). A server or a site
 * asking for more would have the visitor pay a fortune; less would never relay.
 */
const feeRateRange = { min: 1, max: 10_000 } as const

/** The rate used when the server has no estimate (electrs on regtest answers `{}`). */
const fallbackFeeRate = 1

/** `rate` when it is a fee rate a transfer may pay; INVALID_FEE_RATE saying whose it is. */
function checkFeeRate(rate: number, source: string): number {
  if (!Number.isFinite(rate) || rate < feeRateRange.min || rate > feeRateRange.max) {
    throw new AdapterError('INVALID_FEE_RATE', {
      details: `${source} gave ${rate} sat/vB, outside ${feeRateRange.min}–${feeRateRange.max} sat/vB`,
    })
  }
  return rate
}

/**
 * The estimate for confirmation within `target` blocks: that of the largest target the server
 * gives at or under it, else its smallest one; 1 sat/vB when it gives none. Checked against
 * {@link feeRateRange}: nothing is built on a rate out of it.
 */
export function feeRateFor(estimates: FeeEstimates, target: number): number {
  const known = Object.entries(estimates)
    .map(([blocks, rate]) => [Number(blocks), rate] as const)
    .filter(
      (entry): entry is readonly [number, number] =>
        Number.isInteger(entry[0]) && entry[0] > 0 && typeof entry[1] === 'number',
    )
    .sort(([a], [b]) => a - b)
  const within = known.filter(([blocks]) => blocks <= target).at(-1) ?? known[0]
  return within ? checkFeeRate(within[1], `The fee estimate for ${target} blocks`) : fallbackFeeRate
}

/**
 * The rates a transfer is offered, slow to fast: the site's fixed `feeRate` alone, or the
 * server's estimate for each speed (`normal` at `confirmationTarget`).
 */
export function feeRateChoices(
  estimates: FeeEstimates | undefined,
  options: { feeRate?: number | undefined; confirmationTarget?: number | undefined },
): ChosenFeeRate[] {
  if (options.feeRate !== undefined) {
    return [{ speed: undefined, rate: checkFeeRate(options.feeRate, 'The adapter option feeRate') }]
  }
  const targets = { ...speedTargets, normal: options.confirmationTarget ?? speedTargets.normal }
  return (['slow', 'normal', 'fast'] as const).map((speed) => ({
    speed,
    rate: feeRateFor(estimates ?? {}, targets[speed]),
  }))
}

/** The rate of `speed` among `choices` (`normal` when absent, the only one for a fixed rate). */
export function chosenFeeRate(choices: readonly ChosenFeeRate[], speed: FeeSpeed | undefined) {
  const wanted = speed ?? 'normal'
  return (choices.find((choice) => choice.speed === wanted) ?? choices[0]) as ChosenFeeRate
}
