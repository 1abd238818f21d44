import type { RemoteFeatures } from '@latch/core'
import type { Queryable } from '../db/database.js'
import { featuresInputSchema, type Project, resolveProjectFeatures } from './project.js'

type ProjectRow = {
  id: string
  name: string
  allowed_origins: string[]
  features: unknown
  analytics_enabled: boolean
}

/** Creates the project or replaces what the database holds for its id. */
export async function saveProject(db: Queryable, project: Project): Promise<void> {
  await db.query(
    `INSERT INTO projects (id, name, allowed_origins, features, analytics_enabled)
     VALUES ($1, $2, $3::text[], $4::jsonb, $5)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name,
       allowed_origins = EXCLUDED.allowed_origins, features = EXCLUDED.features,
       analytics_enabled = EXCLUDED.analytics_enabled, updated_at = now()`,
    [
      project.id,
      project.name,
      project.allowedOrigins,
      JSON.stringify(project.features),
      project.analyticsEnabled,
    ],
  )
}

/** The project with this id, or `undefined`. */
export async function findProject(db: Queryable, id: string): Promise<Project | undefined> {
  const { rows } = await db.query<ProjectRow>(
    'SELECT id, name, allowed_origins, features, analytics_enabled FROM projects WHERE id = $1',
    [id],
  )
  const row = rows[0]
  if (!row) return undefined
  // Rows written by older servers may lack newer features: they take the defaults.
  const features: RemoteFeatures = resolveProjectFeatures(featuresInputSchema.parse(row.features))
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    features,
    analyticsEnabled: row.analytics_enabled,
  }
}

export type ProjectLookup = (id: string) => Promise<Project | undefined>

/**
 * `findProject` behind a short-lived cache, so a burst of requests (or of unknown ids) costs
 * one query per id and `ttlMs`. `ttlMs: 0` asks the database every time.
 */
export function createProjectLookup(
  db: Queryable,
  { ttlMs, maxEntries = 10_000 }: { ttlMs: number; maxEntries?: number },
): ProjectLookup {
  const cache = new Map<string, { project: Project | undefined; expiresAt: number }>()
  return async (id) => {
    const now = Date.now()
    const cached = cache.get(id)
    if (cached && cached.expiresAt > now) return cached.project
    const project = await findProject(db, id)
    if (ttlMs > 0) {
      if (cache.size >= maxEntries) cache.clear()
      cache.set(id, { project, expiresAt: now + ttlMs })
    }
    return project
  }
}
