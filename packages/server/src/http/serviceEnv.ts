import type { Project } from '../projects/project.js'

/** Who is calling, from the query every config-service call carries (SPEC.md §7). */
export type SdkQuery = {
  projectId: string
  /** `st`: the SDK type. */
  sdkType?: string
  /** `sv`: the SDK version. */
  sdkVersion?: string
  clientId?: string
}

/** The Hono environment of the service routes: what the project gate established. */
export type ServiceEnv = { Variables: { project: Project; sdk: SdkQuery } }
