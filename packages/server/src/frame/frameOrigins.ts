import type { SocialProvider } from '@latch/core'
import { matchesOriginPattern } from '@latch/core/internal'
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

/** Whether `origin` matches one of the frame-ancestor `patterns` (a site the project lists). */
export function isFrameAncestor(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesOriginPattern(origin, pattern))
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

/** A login a project may offer: email, or a social provider (SPEC.md §6 remote features). */
export type OfferedLogin = 'email' | SocialProvider

/**
 * Checks that a page may use the frame of a project, and that the project offers `login` when
 * one is named; resolves with the project.
 */
export type OriginGuard = (
  projectId: string,
  origin: string,
  login?: OfferedLogin,
) => Promise<Project>

/**
 * The origin check of SPEC.md §5, made by the server before any email or social login: the
 * project must exist, the page's origin match one of its frame ancestors, and the project
 * offer the login asked for (its own switch, SPEC.md §6, enforced here and not only in the
 * modal).
 *
 * @throws {AuthError} "Unauthorized: invalid key", "Unauthorized: origin not allowed" or "This
 * login is not offered by this site".
 */
export function createOriginGuard(
  findProject: ProjectLookup,
  serverAllowedOrigins: readonly string[],
): OriginGuard {
  return async (projectId, origin, login) => {
    const project = await findProject(projectId)
    if (!project) throw new AuthError('INVALID_PROJECT')
    const patterns = frameAncestorPatterns(project, serverAllowedOrigins)
    if (!isFrameAncestor(origin, patterns)) {
      throw new AuthError('ORIGIN_NOT_ALLOWED')
    }
    const { email, socials } = project.features
    const offered =
      login === 'email' ? email : login === undefined || (socials || []).includes(login)
    if (!offered) throw new AuthError('LOGIN_NOT_OFFERED')
    return project
  }
}
