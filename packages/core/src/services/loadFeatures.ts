import {
  type FeaturesOption,
  type RemoteFeaturesResponse,
  type ResolveFeaturesReturnType,
  resolveFeatures,
} from '../config/features.js'
import type { AlertCode } from '../errors/alerts.js'

export type LoadFeaturesParameters = {
  getRemote: () => Promise<RemoteFeaturesResponse>
  local?: FeaturesOption | undefined
  basic?: boolean | undefined
  showAlert: (code: AlertCode, values?: { features?: readonly string[] }) => void
  warn?: (message: string, cause?: unknown) => void
}

/**
 * The features in force (SPEC.md §6): the remote configuration decides the remote-controlled
 * features once it loads, and local settings it overrode are named in a warning alert; when
 * it cannot be fetched, the local values are used and the failure only warns. Basic mode
 * asks nothing.
 */
export async function loadFeatures({
  getRemote,
  local,
  basic = false,
  showAlert,
  warn = (message, cause) => console.warn(`[latch] ${message}`, cause ?? ''),
}: LoadFeaturesParameters): Promise<ResolveFeaturesReturnType> {
  if (basic) return resolveFeatures({ local, basic })
  let remote: RemoteFeaturesResponse | undefined
  try {
    remote = await getRemote()
  } catch (error) {
    warn('the remote configuration could not be fetched; using the local settings', error)
  }
  const resolved = resolveFeatures({ local, remote })
  if (resolved.ignoredLocal.length > 0) {
    showAlert('LOCAL_CONFIGURATION_IGNORED', { features: resolved.ignoredLocal })
  }
  return resolved
}
