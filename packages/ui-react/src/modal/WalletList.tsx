import type { Connector } from '@latch/core'
import type { KeyboardEvent, ReactNode } from 'react'
import { t } from '../i18n/translate.js'
import { isInstalled } from './orderConnectors.js'
import { WalletIcon } from './WalletIcon.js'

export type WalletListProps = {
  connectors: readonly Connector[]
  onSelect: (connector: Connector) => void
  label: string
  children?: ReactNode
}

/** Moves focus between the list's buttons with the arrow keys, Home and End. */
export function onListKeyDown(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const target = {
    ArrowDown: buttons[Math.min(index + 1, buttons.length - 1)],
    ArrowUp: buttons[Math.max(index - 1, 0)],
    Home: buttons[0],
    End: buttons.at(-1),
  }[event.key]
  if (!target) return
  event.preventDefault()
  target.focus()
}

/** Wallets as buttons, with their icon and an "Installed" tag for wallets in this browser. */
export function WalletList({ connectors, onSelect, label, children }: WalletListProps) {
  return (
    <ul className="latch-wallet-list" aria-label={label} onKeyDown={onListKeyDown}>
      {connectors.map((connector) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <button type="button" className="latch-wallet" onClick={() => onSelect(connector)}>
            <WalletIcon connector={connector} />
            <span className="latch-wallet__name">{connector.name}</span>
            {isInstalled(connector) ? (
              <span className="latch-tag">{t('connect.installed')}</span>
            ) : null}
          </button>
        </li>
      ))}
      {children}
    </ul>
  )
}
