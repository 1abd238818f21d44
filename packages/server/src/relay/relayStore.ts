import { createHash } from 'node:crypto'
import type { Queryable } from '../db/database.js'

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

/**
 * Stores a message and announces it on `channel` (`<id> <topic>`) when the statement commits,
 * so every server process on the database hears of it only once it can be read. A message
 * already stored on its topic (a publish the client sent again) is neither stored nor
 * announced twice.
 */
export async function storeRelayMessage(
  db: Queryable,
  message: NewRelayMessage,
  channel: string,
): Promise<void> {
  await db.query(
    `WITH stored AS (
       INSERT INTO relay_messages
         (topic, message, message_hash, tag, attestation, publisher, published_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (topic, message_hash) DO NOTHING
       RETURNING id, topic
     )
     SELECT pg_notify($9, id::text || ' ' || topic) FROM stored`,
    [
      message.topic,
      message.message,
      createHash('sha256').update(message.message).digest('hex'),
      message.tag,
      message.attestation ?? null,
      message.publisher,
      new Date(message.publishedAt),
      new Date(message.expiresAt),
      channel,
    ],
  )
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

/** Records that `clientId` has these messages: they are not sent to it again. */
export async function acknowledgeRelayMessages(
  db: Queryable,
  ids: readonly string[],
  clientId: string,
): Promise<void> {
  if (ids.length === 0) return
  // Through relay_messages, so that a message deleted meanwhile is skipped, not an error.
  await db.query(
    `INSERT INTO relay_acknowledgements (message_id, client_id)
     SELECT id, $2 FROM relay_messages WHERE id = ANY($1::bigint[])
     ON CONFLICT DO NOTHING`,
    [ids, clientId],
  )
}

/** Deletes the messages whose TTL has passed (and their acknowledgements); returns how many. */
export async function deleteExpiredRelayMessages(db: Queryable, now: number): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM relay_messages WHERE expires_at <= $1', [
    new Date(now),
  ])
  return rowCount
}
