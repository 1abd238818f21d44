import type { KeyboardEvent, ReactNode } from 'react'
import { t } from '../i18n/shellTranslate.js'
import { WalletIcon } from './WalletIcon.js'
import type { WalletEntry } from './walletEntries.js'

export type WalletListProps = {
  entries: readonly WalletEntry[]
  onSelect: (entry: WalletEntry) => void
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

/** A wallet's tag: recently used, else found in this browser. */
export function WalletTag({ entry }: { entry: WalletEntry }) {
  if (entry.recent) return <span className="latch-tag">{t('connect.recent')}</span>
  if (entry.installed) return <span className="latch-tag">{t('connect.installed')}</span>
  return null
}

/** Wallets as buttons, with their icon and a tag for recent and installed wallets. */
export function WalletList({ entries, onSelect, label, children }: WalletListProps) {
  return (
    <ul className="latch-wallet-list" aria-label={label} onKeyDown={onListKeyDown}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <button type="button" className="latch-wallet" onClick={() => onSelect(entry)}>
            <WalletIcon name={entry.name} imageUrl={entry.imageUrl} />
            <span className="latch-wallet__name">{entry.name}</span>
            <WalletTag entry={entry} />
          </button>
        </li>
      ))}
      {children}
    </ul>
  )
}
