import { createHash } from 'node:crypto'
import type { Queryable } from '@latch/database'

/** A message as the relay keeps it: ciphertext it cannot read, until its TTL. */
export type RelayMessage = {
  /** The row's id (a bigint, as text). */
  id: string
  topic: string
  message: string
  tag: number
  attestation: string | undefined
  /** The client id (did:key) that published it: never delivered back to that client. */
  publisher: string
  /** Milliseconds since the epoch. */
  publishedAt: number
}

export type NewRelayMessage = Omit<RelayMessage, 'id'> & { expiresAt: number }

type MessageRow = {
  id: string
  topic: string
  message: string
  tag: string
  attestation: string | null
  publisher: string
  published_at: Date
}

const columns =
  'id::text AS id, topic, message, tag::text AS tag, attestation, publisher, published_at'

function fromRow(row: MessageRow): RelayMessage {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    tag: Number(row.tag),
    attestation: row.attestation ?? undefined,
    publisher: row.publisher,
    publishedAt: row.published_at.getTime(),
  }
}

/** The budgets a stored message is charged against (see `RelayLimits`). */
export type RelayStorageBudgets = {
  maxStoredBytes: number
  maxStoredBytesPerClient: number
  maxStoredBytesPerTopic: number
}

/** Which budget a refused message would have gone past. */
export type RelayBudgetScope = 'total' | 'client' | 'topic'

/** A message that would take its publisher, its topic or the relay past a storage budget. */
export class RelayBudgetExceededError extends Error {
  override readonly name = 'RelayBudgetExceededError'
  constructor(
    readonly scope: RelayBudgetScope,
    readonly maxBytes: number,
  ) {
    super(`the ${scope} storage budget of ${maxBytes} bytes is used up`)
  }
}

/**
 * Stores a message and announces it on `channel` (`<id> <topic>`) when the transaction `tx`
 * commits, so every server process on the database hears of it only once it can be read. A
 * message already stored on its topic (a publish the client sent again) is neither stored,
 * charged nor announced twice. The message's `storedBytes` are charged to the relay's total,
 * to its publisher's network and to its topic, each row locked in that order (so concurrent
 * publishes never deadlock) and checked against its budget in the same statement.
 *
 * @throws {RelayBudgetExceededError} when a budget would be exceeded: `tx` must then be rolled
 * back (the row was inserted).
 */
export async function storeRelayMessage(
  tx: Queryable,
  message: NewRelayMessage & { publisherNetwork: string; storedBytes: number },
  channel: string,
  budgets: RelayStorageBudgets,
): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO relay_messages
       (topic, message, message_hash, tag, attestation, publisher, publisher_network,
        stored_bytes, published_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (topic, message_hash) DO NOTHING
     RETURNING id::text AS id`,
    [
      message.topic,
      message.message,
      createHash('sha256').update(message.message).digest('hex'),
      message.tag,
      message.attestation ?? null,
      message.publisher,
      message.publisherNetwork,
      message.storedBytes,
      new Date(message.publishedAt),
      new Date(message.expiresAt),
    ],
  )
  const id = rows[0]?.id
  if (id === undefined) return
  const charges: [RelayBudgetScope, string, number][] = [
    ['total', '', budgets.maxStoredBytes],
    ['client', message.publisherNetwork, budgets.maxStoredBytesPerClient],
    ['topic', message.topic, budgets.maxStoredBytesPerTopic],
  ]
  for (const [scope, key, maxBytes] of charges) {
    const charged = await tx.query(
      `INSERT INTO relay_usage AS usage (scope, key, bytes) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE SET bytes = usage.bytes + EXCLUDED.bytes
         WHERE usage.bytes + EXCLUDED.bytes <= $4
       RETURNING bytes`,
      [scope, key, message.storedBytes, maxBytes],
    )
    if (charged.rowCount === 0 || message.storedBytes > maxBytes) {
      throw new RelayBudgetExceededError(scope, maxBytes)
    }
  }
  await tx.query('SELECT pg_notify($1, $2)', [channel, `${id} ${message.topic}`])
}

/** The unexpired messages of these ids, oldest first. */
export async function findRelayMessages(
  db: Queryable,
  ids: readonly string[],
  now: number,
): Promise<RelayMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${columns} FROM relay_messages
     WHERE id = ANY($1::bigint[]) AND expires_at > $2 ORDER BY relay_messages.id`,
    [ids, new Date(now)],
  )
  return rows.map(fromRow)
}

/**
 * The unexpired messages of `topics` that `clientId` neither published nor acknowledged,
 * oldest first, at most `limit`.
 */
export async function findUndeliveredRelayMessages(
  db: Queryable,
  {
    topics,
    clientId,
    now,
    limit,
  }: { topics: readonly string[]; clientId: string; now: number; limit: number },
): Promise<RelayMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${columns} FROM relay_messages m
     WHERE topic = ANY($1::text[]) AND expires_at > $2 AND publisher <> $3
       AND NOT EXISTS (
         SELECT 1 FROM relay_acknowledgements a WHERE a.message_id = m.id AND a.client_id = $3
       )
     ORDER BY m.id LIMIT $4`,
    [topics, new Date(now), clientId, limit],
  )
  return rows.map(fromRow)
}

/**
 * Records that `clientId` has these messages: they are not sent to it again. A message keeps
 * the acknowledgements of its first `maxReaders` clients only (`maxReadersPerMessage`); a
 * later reader's is not kept, and the message is sent to it again on its next subscription.
 */
export async function acknowledgeRelayMessages(
  db: Queryable,
  ids: readonly string[],
  clientId: string,
  maxReaders: number,
): Promise<void> {
  if (ids.length === 0) return
  // Through relay_messages, so that a message deleted meanwhile is skipped, not an error.
  await db.query(
    `INSERT INTO relay_acknowledgements (message_id, client_id)
     SELECT m.id, $2 FROM relay_messages m
     WHERE m.id = ANY($1::bigint[])
       AND (SELECT count(*) FROM relay_acknowledgements a WHERE a.message_id = m.id) < $3
     ON CONFLICT DO NOTHING`,
    [ids, clientId, maxReaders],
  )
}

/**
 * Deletes the messages whose TTL has passed (and their acknowledgements), and gives their
 * bytes back to the budgets they were charged to, in the transaction `tx`; returns how many.
 */
export async function deleteExpiredRelayMessages(tx: Queryable, now: number): Promise<number> {
  // The total first, as publishes lock it: the two never wait on each other in a circle.
  await tx.query(`SELECT 1 FROM relay_usage WHERE scope = 'total' FOR UPDATE`)
  const { rows } = await tx.query<{ scope: string; key: string; bytes: string; count: string }>(
    `WITH gone AS (
       DELETE FROM relay_messages WHERE expires_at <= $1
       RETURNING topic, publisher_network, stored_bytes
     )
     SELECT 'total' AS scope, '' AS key, sum(stored_bytes)::text AS bytes, count(*)::text AS count
       FROM gone HAVING count(*) > 0
     UNION ALL
     SELECT 'client', publisher_network, sum(stored_bytes)::text, count(*)::text
       FROM gone GROUP BY publisher_network
     UNION ALL
     SELECT 'topic', topic, sum(stored_bytes)::text, count(*)::text FROM gone GROUP BY topic`,
    [new Date(now)],
  )
  if (rows.length === 0) return 0
  await tx.query(
    `UPDATE relay_usage AS usage SET bytes = usage.bytes - freed.bytes
     FROM unnest($1::text[], $2::text[], $3::bigint[]) AS freed (scope, key, bytes)
     WHERE usage.scope = freed.scope AND usage.key = freed.key`,
    [rows.map((row) => row.scope), rows.map((row) => row.key), rows.map((row) => row.bytes)],
  )
  await tx.query(`DELETE FROM relay_usage WHERE scope <> 'total' AND bytes <= 0`)
  return Number(rows.find((row) => row.scope === 'total')?.count ?? 0)
}

/** The bytes the relay's stored messages are charged for, in all. */
export async function storedRelayBytes(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(
    `SELECT bytes::text AS bytes FROM relay_usage WHERE scope = 'total'`,
  )
  return Number(rows[0]?.bytes ?? 0)
}
