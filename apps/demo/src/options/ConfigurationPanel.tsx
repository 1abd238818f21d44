import { type ChainNamespace, chainNamespaces } from '@latch/core'
import { type ReactNode, useId } from 'react'
import {
  type DemoOptions,
  type DemoThemeOptions,
  demoFeatures,
  demoLanguages,
  type EvmAccountType,
  evmAccountTypes,
  isRemoteFeature,
  type SiwxMode,
  siwxModes,
  type ThemeModeOption,
  themeLimits,
  themeModeOptions,
} from './demoOptions.js'
import { NumberField } from './NumberField.js'

type Props = {
  options: DemoOptions
  onChange: (options: DemoOptions) => void
  onReset: () => void
  /** Namespaces whose adapter the demo ships. */
  adapterNamespaces: readonly ChainNamespace[]
  /** Namespaces whose adapter can run now (the local chains are up). */
  availableNamespaces: readonly ChainNamespace[]
  /** The local `latch-server` runs: remote configuration and SIWX. */
  servicesRunning: boolean
}

const modeLabels: Record<ThemeModeOption, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
}

const evmAccountTypeLabels: Record<EvmAccountType, string> = {
  smartAccount: 'Smart account',
  eoa: 'Key account',
}

const siwxLabels: Record<SiwxMode, string> = {
  off: 'Off',
  optional: 'Optional',
  required: 'Required',
}

function Checkbox({
  checked,
  disabled = false,
  describedBy,
  toggle = false,
  onChange,
  children,
}: {
  checked: boolean
  disabled?: boolean
  describedBy?: string
  /** An on/off switch that acts at once, rather than a choice among others. */
  toggle?: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        role={toggle ? 'switch' : undefined}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  )
}

function RadioGroup<Value extends string>({
  legend,
  values,
  labels,
  value,
  disabled = false,
  onChange,
}: {
  legend: string
  values: readonly Value[]
  labels: Record<Value, string>
  value: Value
  disabled?: boolean
  onChange: (value: Value) => void
}) {
  const name = useId()
  return (
    <fieldset className="choices" disabled={disabled}>
      <legend>{legend}</legend>
      {values.map((option) => (
        <label key={option} className="check">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Every option of `createLatch` and `<LatchProvider>` a visitor can try. Client options
 * recreate the client; the theme only re-renders.
 */
export function ConfigurationPanel({
  options,
  onChange,
  onReset,
  adapterNamespaces,
  availableNamespaces,
  servicesRunning,
}: Props) {
  const remoteHint = useId()
  const mobileHint = useId()
  const inspectHint = useId()
  const fontSizeId = useId()
  const languageId = useId()
  const radiusId = useId()
  const accentId = useId()
  const setTheme = (theme: Partial<DemoThemeOptions>) =>
    onChange({ ...options, theme: { ...options.theme, ...theme } })
  const namespaceNote = (namespace: ChainNamespace) => {
    if (availableNamespaces.includes(namespace)) return null
    return adapterNamespaces.includes(namespace)
      ? 'needs the local chains'
      : 'adapter arrives later'
  }

  return (
    <section aria-labelledby="options-title">
      <h2 id="options-title">Configuration</h2>
      <p>
        Options of <code>createLatch()</code> and <code>{'<LatchProvider>'}</code>. A change to the
        client's options replaces the client; the wallet stays connected. They are kept in this
        browser.
      </p>
      <div className="options">
        <fieldset>
          <legend>Features</legend>
          <div className="checks">
            {demoFeatures.map((feature) => {
              const remote = isRemoteFeature(feature)
              return (
                <Checkbox
                  key={feature}
                  checked={options.features[feature]}
                  {...(remote ? { describedBy: remoteHint } : {})}
                  onChange={(checked) =>
                    onChange({ ...options, features: { ...options.features, [feature]: checked } })
                  }
                >
                  {feature}
                  {remote ? (
                    <span className="tag" aria-hidden="true">
                      remote
                    </span>
                  ) : null}
                </Checkbox>
              )
            })}
          </div>
          <p id={remoteHint} className="hint">
            Remote: the project's remote configuration decides these once it loads (SPEC §6). With
            the local server running, a local change to them is ignored and the modal shows an
            alert; without it the local value applies.{' '}
            {servicesRunning ? 'The local server is running.' : 'The local server is not running.'}
          </p>
        </fieldset>

        <fieldset>
          <legend>Theme</legend>
          <RadioGroup
            legend="Mode"
            values={themeModeOptions}
            labels={modeLabels}
            value={options.theme.mode}
            onChange={(mode) => setTheme({ mode })}
          />
          <div className="field">
            <label htmlFor={accentId}>Accent colour</label>
            <input
              id={accentId}
              type="color"
              value={options.theme.accent}
              onChange={(event) => setTheme({ accent: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={fontSizeId}>Font size</label>
            <input
              id={fontSizeId}
              type="range"
              min={themeLimits.fontSizePx.min}
              max={themeLimits.fontSizePx.max}
              step={1}
              value={options.theme.fontSizePx}
              aria-valuetext={`${options.theme.fontSizePx} pixels`}
              onChange={(event) => setTheme({ fontSizePx: event.target.valueAsNumber })}
            />
            <output htmlFor={fontSizeId}>{options.theme.fontSizePx}px</output>
          </div>
          <div className="field">
            <label htmlFor={radiusId}>Radius</label>
            <input
              id={radiusId}
              type="range"
              min={themeLimits.radiusPx.min}
              max={themeLimits.radiusPx.max}
              step={1}
              value={options.theme.radiusPx}
              aria-valuetext={`${options.theme.radiusPx} pixels`}
              onChange={(event) => setTheme({ radiusPx: event.target.valueAsNumber })}
            />
            <output htmlFor={radiusId}>{options.theme.radiusPx}px</output>
          </div>
          <NumberField
            label="Z-index"
            value={options.theme.zIndex}
            min={themeLimits.zIndex.min}
            max={themeLimits.zIndex.max}
            onChange={(zIndex) => setTheme({ zIndex })}
          />
        </fieldset>

        <div className="stack">
          <fieldset>
            <legend>Namespaces</legend>
            <div className="checks">
              {chainNamespaces.map((namespace) => {
                const note = namespaceNote(namespace)
                return (
                  <Checkbox
                    key={namespace}
                    checked={note === null && options.namespaces.includes(namespace)}
                    disabled={note !== null}
                    onChange={(checked) =>
                      onChange({
                        ...options,
                        namespaces: checked
                          ? [...options.namespaces, namespace]
                          : options.namespaces.filter((other) => other !== namespace),
                      })
                    }
                  >
                    {namespace}
                    {note ? <span className="hint"> — {note}</span> : null}
                  </Checkbox>
                )
              })}
            </div>
          </fieldset>

          <fieldset>
            <legend>Modal</legend>
            <Checkbox
              checked={options.embedded}
              onChange={(embedded) => onChange({ ...options, embedded })}
            >
              Embedded in the page
            </Checkbox>
            <Checkbox
              checked={options.mobile}
              describedBy={mobileHint}
              onChange={(mobile) => onChange({ ...options, mobile })}
            >
              On a phone (<code>isMobile</code>)
            </Checkbox>
            <Checkbox
              checked={options.customWallets}
              onChange={(customWallets) => onChange({ ...options, customWallets })}
            >
              A custom wallet of the site (<code>customWallets</code>)
            </Checkbox>
            <p id={mobileHint} className="hint">
              Without adapters, the modal then opens on all wallets instead of the WalletConnect QR
              code.
            </p>
            <div className="field">
              <label htmlFor={languageId}>
                Language (<code>locale</code>)
              </label>
              <select
                id={languageId}
                value={options.language}
                onChange={(event) =>
                  onChange({
                    ...options,
                    language:
                      demoLanguages.find((language) => language === event.target.value) ??
                      'browser',
                  })
                }
              >
                {demoLanguages.map((language) => (
                  <option key={language} value={language}>
                    {language === 'browser' ? "The browser's" : language}
                  </option>
                ))}
              </select>
            </div>
            <RadioGroup
              legend="Embedded wallet's EVM account (defaultAccountTypes.eip155)"
              values={evmAccountTypes}
              labels={evmAccountTypeLabels}
              value={options.evmAccountType}
              onChange={(evmAccountType) => onChange({ ...options, evmAccountType })}
            />
            {servicesRunning ? (
              <RadioGroup
                legend="Sign in with a wallet (SIWX)"
                values={siwxModes}
                labels={siwxLabels}
                value={options.siwx}
                onChange={(siwx) => onChange({ ...options, siwx })}
              />
            ) : (
              <p className="hint">Sign in with a wallet (SIWX) needs the local server.</p>
            )}
          </fieldset>

          <fieldset>
            <legend>Machines</legend>
            <Checkbox
              checked={options.inspect}
              describedBy={inspectHint}
              toggle
              onChange={(inspect) => onChange({ ...options, inspect })}
            >
              Inspect the machines
            </Checkbox>
            <p id={inspectHint} className="hint">
              Passes XState's inspector as <code>inspect</code>: the Machines panel shows every
              actor's state and the last events. Off, nothing is inspected.
            </p>
          </fieldset>
        </div>
      </div>
      <div className="row">
        <button type="button" onClick={onReset}>
          Reset options
        </button>
      </div>
    </section>
  )
}
