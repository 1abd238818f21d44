import {
  resolveThemeMode,
  type ThemeMode,
  themeToCssVariables,
  usePrefersDarkScheme,
} from '@latch/ui-react'
import { type CSSProperties, useState } from 'react'
import { AddressCheck } from './AddressCheck.js'
import { CaipInspector } from './CaipInspector.js'
import { HeadlessPanel } from './HeadlessPanel.js'
import { NetworkTable } from './NetworkTable.js'

export function App() {
  const [mode, setMode] = useState<ThemeMode | undefined>(undefined)
  const resolved = resolveThemeMode(mode, usePrefersDarkScheme())
  return (
    <div
      className="page"
      data-theme={resolved}
      style={themeToCssVariables(resolved) as CSSProperties}
    >
      <header className="header">
        <h1>Latch</h1>
        <p>An embeddable, headless wallet-connection modal for five chain namespaces.</p>
        <button type="button" onClick={() => setMode(resolved === 'dark' ? 'light' : 'dark')}>
          Switch to {resolved === 'dark' ? 'light' : 'dark'} mode
        </button>
      </header>
      <main>
        <HeadlessPanel />
        <CaipInspector />
        <AddressCheck />
        <NetworkTable />
      </main>
    </div>
  )
}
