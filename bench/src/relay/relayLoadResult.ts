import type { DeliverySummary } from './deliveryLedger.js'

/** One setup's run: its sockets, what became of their messages, and the relays' figures. */
export type RelayLoadResult = {
  /** As the table prints it: `1 process, PGlite in memory`. */
  setup: string
  sockets: number
  summary: DeliverySummary
  /** Milliseconds from the first socket's handshake to the last one's subscription answered. */
  connectMs: number
  /** Sockets the relay closed before the bench did. */
  dropped: number
  /** Each relay process's resident memory before the sockets connected (bytes; unknown off Linux). */
  residentBefore: readonly (number | undefined)[]
  /** The same after the drain, the sockets still open. */
  residentAfter: readonly (number | undefined)[]
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * What went wrong in a run, one line each: messages lost, delivered twice, delivered to the
 * wrong socket, refused or unanswered, sockets dropped. Empty when the relay did its job.
 *
 * @example
 * for (const line of relayLoadProblems(result)) console.error(line)
 */
export function relayLoadProblems({ setup, summary, dropped }: RelayLoadResult): string[] {
  const problems: string[] = []
  const say = (count: number, what: string) => {
    if (count > 0) problems.push(`${setup}: ${what}`)
  }
  say(summary.lost, `${plural(summary.lost, 'message', 'messages')} LOST (sent, never delivered)`)
  say(
    summary.duplicates,
    `${plural(summary.duplicates, 'DUPLICATE delivery', 'DUPLICATE deliveries')}`,
  )
  say(
    summary.strays,
    `${plural(summary.strays, 'delivery', 'deliveries')} of a message the socket was never sent`,
  )
  say(summary.refused, `${plural(summary.refused, 'publish', 'publishes')} REFUSED by the relay`)
  say(summary.unanswered, `${plural(summary.unanswered, 'publish', 'publishes')} never answered`)
  say(dropped, `${plural(dropped, 'socket', 'sockets')} closed by the relay during the run`)
  return problems
}
