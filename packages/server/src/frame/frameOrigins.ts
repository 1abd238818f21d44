import { matchesOriginPattern } from '@latch/core'
import { AuthError } from '../auth/authError.js'
import type { Project } from '../projects/project.js'
import type { ProjectLookup } from '../projects/projectStore.js'

/**
 * The pages that may embed the frame of `project` (SPEC.md §5 "Origin check"): its allowed
 * origins and the server's, nothing else. SPEC.md's default allowed ancestors (`*.vercel.app`
 * …, where anyone can deploy a page) are a profile a project switches on by name
 * (`originProfiles: ["development"]`), never a default.
 */
export function frameAncestorPatterns(
  project: Project | undefined,
  serverAllowedOrigins: readonly string[],
): string[] {
  return [...new Set([...(project?.allowedOrigins ?? []), ...serverAllowedOrigins])]
}

/**
 * The `frame-ancestors` sources of a CSP for `patterns`. Origin patterns and CSP host sources
 * share a syntax (`https://*.example.com`, `http://localhost:*`); a pattern a CSP could read
 * differently (anything but scheme, host labels and port) is left out.
 */
export function frameAncestorsDirective(patterns: readonly string[]): string {
  const sources = patterns
    .map((pattern) => pattern.trim().replace(/\/$/, ''))
    .filter((pattern) =>
      /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?$/i.test(pattern),
    )
  return `frame-ancestors ${sources.length > 0 ? sources.join(' ') : "'none'"}`
}

/** Checks that a page may use the frame of a project; resolves with the project. */
export type OriginGuard = (projectId: string, origin: string) => Promise<Project>

/**
 * The origin check of SPEC.md §5, made by the server before any email or social login: the
 * project must exist, and the page's origin match one of its frame ancestors.
 *
 * @throws {AuthError} "Unauthorized: invalid key" or "Unauthorized: origin not allowed".
 */
export function createOriginGuard(
  findProject: ProjectLookup,
  serverAllowedOrigins: readonly string[],
): OriginGuard {
  return async (projectId, origin) => {
    const project = await findProject(projectId)
    if (!project) throw new AuthError('INVALID_PROJECT')
    const patterns = frameAncestorPatterns(project, serverAllowedOrigins)
    if (!patterns.some((pattern) => matchesOriginPattern(origin, pattern))) {
      throw new AuthError('ORIGIN_NOT_ALLOWED')
    }
    return project
  }
}
