import { chainNamespaces } from '@latch/core'
import {
  ConnectButton,
  LatchModal,
  LatchProvider,
  resolveThemeMode,
  themeToCssVariables,
  usePrefersDarkScheme,
} from '@latch/ui-react'
import { type CSSProperties, useEffect, useMemo, useState } from 'react'
import { AddressCheck } from './AddressCheck.js'
import { CaipInspector } from './CaipInspector.js'
import { MachinesPanel } from './inspection/MachinesPanel.js'
import { NetworkTable } from './NetworkTable.js'
import { ConfigurationPanel } from './options/ConfigurationPanel.js'
import { themeVariables } from './options/demoOptions.js'
import { useDemoOptions } from './options/useDemoOptions.js'
import {
  adapterNamespaces,
  createDemoEnvironment,
  createDemoLatch,
  type DemoEnvironment,
  type DemoLatch,
} from './wallet/demoLatch.js'
import { loadDevnet, loadServices } from './wallet/devnet.js'
import { RegistryPanel } from './wallet/RegistryPanel.js'
import { WalletPanel } from './wallet/WalletPanel.js'

export function App() {
  const { options, setOptions, resetOptions } = useDemoOptions()
  const systemPrefersDark = usePrefersDarkScheme()
  const mode = options.theme.mode === 'system' ? undefined : options.theme.mode
  const resolved = resolveThemeMode(mode, systemPrefersDark)
  const variables = useMemo(() => themeVariables(options.theme), [options.theme])

  const [environment, setEnvironment] = useState<DemoEnvironment>()
  useEffect(() => {
    let created: DemoEnvironment | undefined
    let cancelled = false
    void Promise.all([loadDevnet(), loadServices()]).then(([devnet, services]) => {
      if (cancelled) return
      created = createDemoEnvironment(devnet, services)
      setEnvironment(created)
    })
    return () => {
      cancelled = true
      created?.stop()
    }
  }, [])

  // A new client whenever an option of its config changes; the panel keeps the identity of
  // the parts it does not change, so theme changes leave the client alone.
  // With inspection on, the new client brings its own inspector: the Machines panel follows it.
  const { features, namespaces, embedded, mobile, siwx, inspect, customWallets, evmAccountType } =
    options
  const [demo, setDemo] = useState<DemoLatch>()
  useEffect(() => {
    if (!environment) return
    const created = createDemoLatch(environment, {
      features,
      namespaces,
      embedded,
      mobile,
      siwx,
      inspect,
      customWallets,
      evmAccountType,
    })
    setDemo(created)
    return () => created.latch.destroy()
  }, [
    environment,
    features,
    namespaces,
    embedded,
    mobile,
    siwx,
    inspect,
    customWallets,
    evmAccountType,
  ])

  // The browser's languages unless the Configuration panel names one.
  const locale = options.language === 'browser' ? undefined : options.language
  // Each part that shows Latch has its own provider over the one client (what one does, the
  // others show), so that the rest of the page keeps its state when the client arrives.
  const latchTheme = useMemo(() => ({ mode: resolved, variables }), [resolved, variables])
  return (
    <div
      className="page"
      data-theme={resolved}
      style={themeToCssVariables(resolved, variables) as CSSProperties}
    >
      <header className="header">
        <h1>Latch</h1>
        <p>An embeddable, headless wallet-connection modal for five chain namespaces.</p>
        <div className="row">
          <button
            type="button"
            onClick={() =>
              setOptions({
                ...options,
                theme: { ...options.theme, mode: resolved === 'dark' ? 'light' : 'dark' },
              })
            }
          >
            Switch to {resolved === 'dark' ? 'light' : 'dark'} mode
          </button>
          {demo ? (
            <LatchProvider client={demo.latch} theme={latchTheme} modal={!embedded} locale={locale}>
              <ConnectButton />
            </LatchProvider>
          ) : null}
        </div>
      </header>
      <main>
        {demo && embedded ? (
          <section aria-label="Embedded modal" className="embedded">
            <LatchProvider client={demo.latch} theme={latchTheme} modal={false} locale={locale}>
              <LatchModal embedded />
            </LatchProvider>
          </section>
        ) : null}
        {demo ? <WalletPanel demo={demo} /> : <p>Starting…</p>}
        {environment ? (
          <ConfigurationPanel
            options={options}
            onChange={setOptions}
            onReset={resetOptions}
            adapterNamespaces={adapterNamespaces}
            availableNamespaces={chainNamespaces.filter(
              (namespace) => environment.adapters[namespace],
            )}
            servicesRunning={environment.services !== undefined}
          />
        ) : null}
        {demo?.inspector ? <MachinesPanel inspector={demo.inspector} /> : null}
        {demo?.services ? <RegistryPanel services={demo.services} /> : null}
        <CaipInspector />
        <AddressCheck />
        <NetworkTable />
      </main>
    </div>
  )
}
