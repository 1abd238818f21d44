import {
  ConnectButton,
  LatchProvider,
  resolveThemeMode,
  type ThemeMode,
  themeToCssVariables,
  usePrefersDarkScheme,
} from '@latch/ui-react'
import { type CSSProperties, useEffect, useState } from 'react'
import { AddressCheck } from './AddressCheck.js'
import { CaipInspector } from './CaipInspector.js'
import { NetworkTable } from './NetworkTable.js'
import { createDemoLatch, type DemoLatch } from './wallet/demoLatch.js'
import { loadDevnet, loadServices } from './wallet/devnet.js'
import { RegistryPanel } from './wallet/RegistryPanel.js'
import { WalletPanel } from './wallet/WalletPanel.js'

export function App() {
  const [mode, setMode] = useState<ThemeMode | undefined>(undefined)
  const resolved = resolveThemeMode(mode, usePrefersDarkScheme())
  const [demo, setDemo] = useState<DemoLatch>()
  useEffect(() => {
    let created: DemoLatch | undefined
    let cancelled = false
    void Promise.all([loadDevnet(), loadServices()]).then(([devnet, services]) => {
      if (cancelled) return
      created = createDemoLatch(devnet, services)
      setDemo(created)
    })
    return () => {
      cancelled = true
      created?.latch.destroy()
    }
  }, [])
  const page = (
    <div
      className="page"
      data-theme={resolved}
      style={themeToCssVariables(resolved) as CSSProperties}
    >
      <header className="header">
        <h1>Latch</h1>
        <p>An embeddable, headless wallet-connection modal for five chain namespaces.</p>
        <div className="row">
          <button type="button" onClick={() => setMode(resolved === 'dark' ? 'light' : 'dark')}>
            Switch to {resolved === 'dark' ? 'light' : 'dark'} mode
          </button>
          {demo ? <ConnectButton /> : null}
        </div>
      </header>
      <main>
        {demo ? <WalletPanel demo={demo} /> : <p>Starting…</p>}
        {demo?.services ? <RegistryPanel services={demo.services} /> : null}
        <CaipInspector />
        <AddressCheck />
        <NetworkTable />
      </main>
    </div>
  )
  // The modal and the Wallet panel share one client: what one does, the other shows.
  return demo ? (
    <LatchProvider client={demo.latch} theme={{ mode: resolved }}>
      {page}
    </LatchProvider>
  ) : (
    page
  )
}
