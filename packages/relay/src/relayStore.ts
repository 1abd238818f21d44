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
 * How many rows the total and each client network's budget are spread over. Every publish
 * raises one of them, picked at random, so that publishes do not take turns on one row; each
 * check sums them all. One row took every publish of every process in turn: 400 messages a
 * second at most, whatever the number of processes (bench/README.md, "The relay under load").
 */
export const relayBudgetStripes = 16

/** The rows of a budget whose sums are `base`'s: the base row, then `<base>#1` … `#15`. */
function stripeKeys(base: string): string[] {
  return Array.from({ length: relayBudgetStripes }, (_, stripe) =>
    stripe === 0 ? base : `${base}#${stripe}`,
  )
}

/**
 * Raises one stripe of the budget `scope`/`base` by `bytes` and checks the budget's sum: a
 * single statement, whose sum reads the stripes as they were committed when it started (and
 * this transaction's own earlier writes). Transactions in flight on other stripes are not
 * seen: a budget can be passed by the messages being published at that very moment, never by
 * more.
 */
async function chargeStriped(
  tx: Queryable,
  scope: 'total' | 'client',
  base: string,
  bytes: number,
  maxBytes: number,
): Promise<void> {
  const keys = stripeKeys(base)
  const { rows } = await tx.query<{ bytes: string }>(
    `WITH charged AS (
       INSERT INTO relay_usage AS usage (scope, key, bytes) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE SET bytes = usage.bytes + EXCLUDED.bytes
     )
     SELECT coalesce(sum(bytes), 0)::text AS bytes FROM relay_usage
     WHERE scope = $1 AND key = ANY($4::text[])`,
    [scope, keys[Math.floor(Math.random() * keys.length)], bytes, keys],
  )
  if (Number(rows[0]?.bytes ?? 0) + bytes > maxBytes) {
    throw new RelayBudgetExceededError(scope, maxBytes)
  }
}

/** A message to store, with what the relay charges for it and to which network. */
type StoredRelayMessage = NewRelayMessage & { publisherNetwork: string; storedBytes: number }

/**
 * Stores messages of one publisher and announces each on `channel` (`<id> <topic>`) when the
 * transaction `tx` commits, so every server process on the database hears of it only once it
 * can be read. A message already stored on its topic (a publish the client sent again) is
 * neither stored, charged nor announced twice. Their `storedBytes` are charged, once all are
 * stored, to the relay's total, to their publisher's network and to each topic, in that order
 * and each topic in order (as the sweep locks them: no two transactions wait on each other in
 * a circle), and each budget is checked as it is raised; the rows stay locked until the
 * commit, so charging last keeps that short.
 *
 * @throws {RelayBudgetExceededError} when a budget would be exceeded: `tx` must then be rolled
 * back (the rows were inserted).
 */
export async function storeRelayMessages(
  tx: Queryable,
  messages: readonly StoredRelayMessage[],
  channel: string,
  budgets: RelayStorageBudgets,
): Promise<void> {
  const stored: StoredRelayMessage[] = []
  for (const message of messages) {
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
    if (id === undefined) continue
    stored.push(message)
    await tx.query('SELECT pg_notify($1, $2)', [channel, `${id} ${message.topic}`])
  }
  if (stored.length === 0) return
  const bytes = stored.reduce((sum, message) => sum + message.storedBytes, 0)
  await chargeStriped(tx, 'total', '', bytes, budgets.maxStoredBytes)
  for (const network of [...new Set(stored.map((message) => message.publisherNetwork))].sort()) {
    const networkBytes = stored
      .filter((message) => message.publisherNetwork === network)
      .reduce((sum, message) => sum + message.storedBytes, 0)
    await chargeStriped(tx, 'client', network, networkBytes, budgets.maxStoredBytesPerClient)
  }
  const topics = new Map<string, number>()
  for (const message of stored) {
    topics.set(message.topic, (topics.get(message.topic) ?? 0) + message.storedBytes)
  }
  for (const topic of [...topics.keys()].sort()) {
    const charged = await tx.query(
      `INSERT INTO relay_usage AS usage (scope, key, bytes) VALUES ('topic', $1, $2)
       ON CONFLICT (scope, key) DO UPDATE SET bytes = usage.bytes + EXCLUDED.bytes
         WHERE usage.bytes + EXCLUDED.bytes <= $3
       RETURNING bytes`,
      [topic, topics.get(topic), budgets.maxStoredBytesPerTopic],
    )
    if (charged.rowCount === 0 || (topics.get(topic) ?? 0) > budgets.maxStoredBytesPerTopic) {
      throw new RelayBudgetExceededError('topic', budgets.maxStoredBytesPerTopic)
    }
  }
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
 * Folds the stripes of the striped budgets `scope`/`bases` into their base rows, less
 * `freed` bytes each: the stripes' bytes move there (those the DELETE removed, exactly: a
 * stripe a publish makes meanwhile stays with its bytes).
 */
async function foldStripes(
  tx: Queryable,
  scope: 'total' | 'client',
  freed: readonly { key: string; bytes: string }[],
): Promise<void> {
  const baseOf = new Map(
    freed.flatMap((row) =>
      stripeKeys(row.key)
        .slice(1)
        .map((key) => [key, row.key] as const),
    ),
  )
  const { rows: moved } = await tx.query<{ key: string; bytes: string }>(
    'DELETE FROM relay_usage WHERE scope = $1 AND key = ANY($2::text[]) RETURNING key, bytes::text',
    [scope, [...baseOf.keys()]],
  )
  const change = new Map(freed.map((row) => [row.key, -BigInt(row.bytes)]))
  for (const row of moved) {
    const base = baseOf.get(row.key) ?? ''
    change.set(base, (change.get(base) ?? 0n) + BigInt(row.bytes))
  }
  await tx.query(
    `INSERT INTO relay_usage AS usage (scope, key, bytes)
     SELECT $1, base, bytes FROM unnest($2::text[], $3::bigint[]) AS folded (base, bytes)
     ON CONFLICT (scope, key) DO UPDATE SET bytes = usage.bytes + EXCLUDED.bytes`,
    [scope, [...change.keys()], [...change.values()].map(String)],
  )
}

/**
 * Deletes the messages whose TTL has passed (and their acknowledgements), and gives their
 * bytes back to the budgets they were charged to, in the transaction `tx`; returns how many.
 * The stripes of the total and of each network it gives back to are folded into their base
 * row again, and a network's or a topic's rows go once nothing of theirs is stored.
 */
export async function deleteExpiredRelayMessages(tx: Queryable, now: number): Promise<number> {
  // Rows are locked in the order publishes lock them: the total's, then the networks', then
  // the topics' (each by key, in byte order as storeRelayMessages sorts them), and nothing of
  // a scope is locked or made after the next scope's rows are held: no publish and no sweep
  // ever wait on each other in a circle. The total's rows first: publishes wait meanwhile.
  await tx.query(
    `SELECT 1 FROM relay_usage WHERE scope = 'total' ORDER BY key COLLATE "C" FOR UPDATE`,
  )
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
  const freed = (scope: string) => rows.filter((row) => row.scope === scope)
  await foldStripes(tx, 'total', freed('total'))
  const networks = freed('client').map((row) => row.key)
  await tx.query(
    `SELECT 1 FROM relay_usage WHERE scope = 'client' AND key = ANY($1::text[])
     ORDER BY key COLLATE "C" FOR UPDATE`,
    [networks.flatMap(stripeKeys)],
  )
  await foldStripes(tx, 'client', freed('client'))
  const topics = freed('topic').map((row) => row.key)
  await tx.query(
    `SELECT 1 FROM relay_usage WHERE scope = 'topic' AND key = ANY($1::text[])
     ORDER BY key COLLATE "C" FOR UPDATE`,
    [topics],
  )
  await tx.query(
    `UPDATE relay_usage AS usage SET bytes = usage.bytes - freed.bytes
     FROM unnest($1::text[], $2::bigint[]) AS freed (key, bytes)
     WHERE usage.scope = 'topic' AND usage.key = freed.key`,
    [topics, freed('topic').map((row) => row.bytes)],
  )
  // Only rows this sweep holds: waiting on a publish's row here could close a circle.
  await tx.query(
    `DELETE FROM relay_usage WHERE bytes <= 0 AND
       ((scope = 'client' AND key = ANY($1::text[])) OR (scope = 'topic' AND key = ANY($2::text[])))`,
    [networks, topics],
  )
  return Number(freed('total')[0]?.count ?? 0)
}

/** The bytes the relay's stored messages are charged for, in all. */
export async function storedRelayBytes(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(
    `SELECT coalesce(sum(bytes), 0)::text AS bytes FROM relay_usage WHERE scope = 'total'`,
  )
  return Number(rows[0]?.bytes ?? 0)
}
