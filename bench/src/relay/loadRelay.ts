// `pnpm --filter @latch/bench relay-load`: the WalletConnect relay under load: paired sockets
// publishing to each other through one latch-relay process on PGlite, then through two on one
// PostgreSQL (every message crossing processes through LISTEN/NOTIFY). Numbers only, never a
// pass/fail test; but a message lost, delivered twice or refused exits with 1. Build the relay
// first (README "The relay under load").
import { availableParallelism, loadavg } from 'node:os'
import {
  type LocalPostgres,
  startLocalPostgres,
} from '../../../packages/database/src/testing/localPostgres.js'
import { benchMessageLength } from './benchMessage.js'
import {
  parseRelayLoadOptions,
  type RelayLoadOptions,
  relayLoadUsage,
  relaySetups,
} from './relayLoadOptions.js'
import { type RelayLoadResult, relayLoadProblems } from './relayLoadResult.js'
import { relayLoadTtlSeconds, runRelayLoad } from './relayLoadRun.js'
import { formatRelayLoadTable } from './relayLoadTable.js'
import { type RelayProcess, startRelayProcess, workspaceRelayCommand } from './relayProcess.js'
import { benchNow } from './relaySocket.js'

let options: RelayLoadOptions
try {
  options = parseRelayLoadOptions(process.argv.slice(2))
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${relayLoadUsage}`)
  process.exit(2)
}
if (options.help) {
  console.log(relayLoadUsage)
  process.exit(0)
}
const command = options.relay ?? workspaceRelayCommand()

/** `processes` relays on one database; none is left running when one fails to start. */
async function startRelays(processes: number, databaseUrl?: string): Promise<RelayProcess[]> {
  // Together, as a deployment's processes start: the migrations take an advisory lock.
  const started = await Promise.allSettled(
    Array.from({ length: processes }, () => startRelayProcess(command, databaseUrl)),
  )
  const relays = started.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  )
  const failed = started.find((outcome) => outcome.status === 'rejected')
  if (failed) {
    await Promise.all(relays.map((relay) => relay.stop()))
    throw failed.reason
  }
  return relays
}

const pace =
  options.rate === 'max'
    ? 'each socket publishing as soon as its last publish is answered'
    : `each socket publishing ${options.rate} message${options.rate === 1 ? '' : 's'} a second`
console.log(
  `latch-relay under load: ${options.pairs * 2} sockets in ${options.pairs} pairs, ${pace} (${benchMessageLength} bytes, TTL ${relayLoadTtlSeconds} s) to its peer for ${options.durationSeconds} s, then up to ${options.drainSeconds} s to drain; the load client in this process on loopback (${process.version})`,
)
// The machine's cores are shared (with PostgreSQL, and with whatever else runs): a busy machine
// shows in every figure, so each setup says how busy it was when it started.
const loadAverage = () =>
  `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`
const results: RelayLoadResult[] = []
for (const name of options.setups) {
  const setup = relaySetups[name]
  let postgres: LocalPostgres | undefined
  let relays: RelayProcess[] = []
  try {
    const busy = loadAverage()
    const upStarted = benchNow()
    if (name === 'postgres') postgres = await startLocalPostgres()
    relays = await startRelays(setup.processes, postgres?.url)
    const upSeconds = ((benchNow() - upStarted) / 1000).toFixed(1)
    const { result, notes } = await runRelayLoad({
      setup: setup.label,
      relays,
      pairs: options.pairs,
      durationSeconds: options.durationSeconds,
      rate: options.rate,
      drainSeconds: options.drainSeconds,
    })
    results.push(result)
    console.log(`\n${setup.label}:`)
    console.log(
      `- up in ${upSeconds} s${postgres ? ' (a throwaway PostgreSQL cluster first)' : ''}; ${busy} before it started`,
    )
    for (const note of notes) console.log(`- ${note}`)
    const logLines = relays.flatMap((relay) => relay.logLines())
    if (logLines.length > 0) {
      console.log(`- the relays logged ${logLines.length} line${logLines.length === 1 ? '' : 's'}:`)
      for (const line of [...new Set(logLines)].slice(0, 5)) console.log(`  ${line}`)
    }
  } finally {
    await Promise.all(relays.map((relay) => relay.stop()))
    await postgres?.stop()
  }
}
console.log(`\n${formatRelayLoadTable(results)}`)
const problems = results.flatMap(relayLoadProblems)
if (problems.length > 0) {
  console.error('')
  for (const problem of problems) console.error(`RELAY LOAD FAILURE: ${problem}`)
  process.exitCode = 1
}
