import { randomUUID } from 'node:crypto'
import type { MailMessage, MailTransport } from './mailTransport.js'

/** A message the development mailbox kept. */
export type MailboxMessage = MailMessage & { id: string; sentAt: string }

/** A transport that keeps what it is sent, for the demo and the tests to read. */
export type DevMailbox = MailTransport & {
  /** Newest first; only those sent to `to` when given (compared in lower case). */
  list(to?: string): MailboxMessage[]
}

/** How many messages the mailbox keeps; the oldest go first. */
const devMailboxLimit = 500

/**
 * The development mailbox: the default transport, so that email login works with no mail
 * server. Messages live in memory, never leave the process, and are read at `/dev/mailbox`.
 */
export function createDevMailbox({
  limit = devMailboxLimit,
  now = Date.now,
}: {
  limit?: number
  now?: () => number
} = {}): DevMailbox {
  const messages: MailboxMessage[] = []
  return {
    async send(message) {
      messages.unshift({ ...message, id: randomUUID(), sentAt: new Date(now()).toISOString() })
      messages.length = Math.min(messages.length, limit)
    },
    list(to) {
      const address = to?.trim().toLowerCase()
      return messages.filter((message) => !address || message.to.toLowerCase() === address)
    },
  }
}
