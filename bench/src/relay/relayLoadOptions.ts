import { parseArgs } from 'node:util'

/** The project id every bench socket connects with (the relays list it alone). */
export const relayLoadProject = 'latch-bench'

/** The two ways the bench runs the relay, in the order they run. */
export const relaySetups = {
  pglite: { label: '1 process, PGlite in memory', processes: 1 },
  postgres: { label: '2 processes, one PostgreSQL', processes: 2 },
} as const

export type RelaySetupName = keyof typeof relaySetups

const setupNames = Object.keys(relaySetups) as RelaySetupName[]

export type RelayLoadOptions = {
  /** Pairs of sockets: each pair shares a topic, so the sockets are twice as many. */
  pairs: number
  /** How long the sockets publish. */
  durationSeconds: number
  /**
   * Messages each socket publishes per second, at a fixed pace whatever the relay answers;
   * `'max'`: each socket publishes its next message as soon as the last one is answered.
   */
  rate: number | 'max'
  /** How long after the last publish the bench waits for what is still on its way. */
  drainSeconds: number
  setups: RelaySetupName[]
  /** The `latch-relay` command to run (a `bin/latch-relay.mjs`); the workspace's by default. */
  relay: string | undefined
  help: boolean
}

export const relayLoadUsage = `Usage: pnpm --filter @latch/bench relay-load [--pairs 500] [--duration 10] [--rate 0.2|max]
         [--drain 5] [--setups ${setupNames.join(',')}] [--relay <latch-relay.mjs>]

Runs latch-relay as processes of its own (connection caps, rate limits and storage budgets
relaxed) and connects --pairs pairs of WebSocket clients, each pair subscribed to a topic of
its own: each socket publishes --rate messages a second to its peer for --duration seconds,
then the bench waits up to --drain seconds for the last deliveries. pglite: one process,
PGlite in memory; postgres: two processes on one throwaway PostgreSQL, each pair's sockets on
different processes. Loss, duplicates or refusals exit with 1.`

function wholeNumber(value: string, name: string, min: number, max: number): number {
  const number = Number(value)
  if (!/^\d+$/.test(value) || !Number.isInteger(number) || number < min || number > max) {
    throw new Error(`--${name}: expected a whole number from ${min} to ${max}, got "${value}"`)
  }
  return number
}

function rateOf(value: string): number | 'max' {
  if (value === 'max') return 'max'
  const rate = Number(value)
  // Above 100 a second per socket no pace holds: setInterval's floor is 1 ms, and the client
  // process would be the one measured.
  if (value.trim() === '' || !Number.isFinite(rate) || rate <= 0 || rate > 100) {
    throw new Error(
      `--rate: expected messages per second per socket (up to 100) or max, got "${value}"`,
    )
  }
  return rate
}

/**
 * The relay load bench's options from its command line.
 *
 * @throws {Error} naming the option that is wrong.
 * @example
 * parseRelayLoadOptions(['--rate', 'max', '--setups', 'postgres'])
 */
export function parseRelayLoadOptions(argv: readonly string[]): RelayLoadOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      pairs: { type: 'string', default: '500' },
      duration: { type: 'string', default: '10' },
      // A message every 5 s from each socket, 200 a second in all: what both setups carry on
      // two shared cores. At 1 (1,000 a second) publishes queue up behind one another (each
      // locks the row of the relay's stored total) and the drain ends with messages still due.
      rate: { type: 'string', default: '0.2' },
      drain: { type: 'string', default: '5' },
      setups: { type: 'string', default: setupNames.join(',') },
      relay: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const setups = values.setups
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (setups.length === 0 || setups.some((setup) => !(setup in relaySetups))) {
    throw new Error(`--setups: expected some of ${setupNames.join(', ')}, got "${values.setups}"`)
  }
  return {
    // 5,000 pairs is 10,000 sockets from one client process: past that the client is measured.
    pairs: wholeNumber(values.pairs, 'pairs', 1, 5_000),
    durationSeconds: wholeNumber(values.duration, 'duration', 1, 600),
    rate: rateOf(values.rate),
    drainSeconds: wholeNumber(values.drain, 'drain', 0, 120),
    setups: [...new Set(setups)] as RelaySetupName[],
    relay: values.relay,
    help: values.help,
  }
}
