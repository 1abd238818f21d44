import type { ChainAdapter } from '@latch/core'
import { useState } from 'react'

type Props = {
  adapter: ChainAdapter
  address: string
  /** Runs the request as the demo runs every action (its error shown). */
  run: (action: () => Promise<void>) => void
}

/**
 * ERC-7811 in the demo: asks the embedded wallet for the account's assets on every chain
 * (`wallet_getAssets`, a read: no approval) and shows its answer as the site receives it.
 * Mount it only for the embedded wallet on eip155 (`assetDiscovery`).
 */
export function AssetDiscovery({ adapter, address, run }: Props) {
  const [assets, setAssets] = useState<string>()
  const discover = () =>
    run(async () => {
      setAssets(undefined)
      const answer = await adapter.request({
        method: 'wallet_getAssets',
        params: [{ account: address }],
      })
      setAssets(JSON.stringify(answer))
    })
  return (
    <>
      <button type="button" onClick={discover}>
        Discover assets
      </button>
      {assets ? (
        <p className="muted" data-testid="wallet-assets">
          {assets}
        </p>
      ) : null}
    </>
  )
}
