import { createHash } from 'node:crypto'
import type { Database, Queryable } from '../db/database.js'
import type { ImageKind, ServiceImage } from './serviceImages.js'

export type StoredImage = { contentType: string; body: Uint8Array }

/** The image of this kind and id (ids are case-insensitive), or `undefined`. */
export async function findImage(
  db: Queryable,
  kind: ImageKind,
  id: string,
): Promise<StoredImage | undefined> {
  const { rows } = await db.query<{ content_type: string; body: Uint8Array }>(
    'SELECT content_type, body FROM images WHERE kind = $1 AND id = $2',
    [kind, id.toLowerCase()],
  )
  const row = rows[0]
  // `pg` gives a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  return row && { contentType: row.content_type, body: new Uint8Array(row.body) }
}

/** Writes the images (replacing same kind and id); skipped when this set was written before. */
export async function seedImages(
  db: Pick<Database, 'query' | 'transaction'>,
  images: readonly ServiceImage[],
): Promise<{ seeded: boolean }> {
  const digest = createHash('sha256')
  for (const image of images)
    digest.update(`${image.kind}/${image.id}/${image.contentType}\n`).update(image.body)
  const fingerprint = digest.digest('hex')
  const { rows } = await db.query<{ fingerprint: string }>(
    `SELECT fingerprint FROM seed_state WHERE name = 'images'`,
  )
  if (rows[0]?.fingerprint === fingerprint) return { seeded: false }
  await db.transaction(async (tx) => {
    for (const image of images) {
      await tx.query(
        `INSERT INTO images (kind, id, content_type, body) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, id) DO UPDATE SET content_type = EXCLUDED.content_type, body = EXCLUDED.body`,
        [image.kind, image.id, image.contentType, image.body],
      )
    }
    await tx.query(
      `INSERT INTO seed_state (name, fingerprint) VALUES ('images', $1)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, seeded_at = now()`,
      [fingerprint],
    )
  })
  return { seeded: true }
}
