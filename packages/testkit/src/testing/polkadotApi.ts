import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'

/** The unmodified @polkadot/api, connected to `wsUrl`, as a dapp connects. */
export function connectPolkadotApi(wsUrl: string): Promise<ApiPromise> {
  // WsProvider's own declarations do not satisfy `exactOptionalPropertyTypes` (its `ttl`).
  const provider = new WsProvider(wsUrl) as unknown as NonNullable<ApiOptions['provider']>
  return ApiPromise.create({ provider, noInitWarn: true })
}
