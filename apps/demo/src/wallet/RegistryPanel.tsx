import { createConfigService, type Wallet } from '@latch/core'
import { useEffect, useState } from 'react'
import type { DemoServices } from './devnet.js'

const PAGE_SIZE = 12

/** The wallet registry of the local `latch-server`, searched as the visitor types. */
export function RegistryPanel({ services }: { services: DemoServices }) {
  const [config] = useState(() =>
    createConfigService({
      baseUrl: services.url,
      sdk: { projectId: services.projectId, sdkType: 'latch-demo', sdkVersion: '0.1.0' },
    }),
  )
  const [search, setSearch] = useState('')
  const [result, setResult] = useState<{ data: Wallet[]; count: number }>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let current = true
    config
      .getWallets({ page: 1, entries: PAGE_SIZE, ...(search ? { search } : {}) })
      .then((next) => {
        if (!current) return
        setResult(next)
        setError(undefined)
      })
      .catch((failure: unknown) => {
        if (current) setError(String(failure))
      })
    return () => {
      current = false
    }
  }, [config, search])

  return (
    <section aria-labelledby="registry-title">
      <h2 id="registry-title">Wallet registry</h2>
      <p>
        Served by the local <code>latch-server</code> at <code>{services.url}</code>.
      </p>
      <label htmlFor="registry-search">Search wallets</label>
      <input
        id="registry-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error ? <p role="alert">{error}</p> : null}
      <p data-testid="registry-count">{result ? `${result.count} wallets` : 'Loading…'}</p>
      <ul className="registry">
        {result?.data.map((wallet) => (
          <li key={wallet.id}>
            {wallet.image_url ? <img src={wallet.image_url} alt="" width={24} height={24} /> : null}{' '}
            {wallet.name}
          </li>
        ))}
      </ul>
    </section>
  )
}
