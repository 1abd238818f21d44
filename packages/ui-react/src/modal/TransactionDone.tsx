import { type CaipNetwork, truncateAddress } from '@latch/core'
import { isSafePageUrl } from '@latch/core/internal'
import type { ReactNode } from 'react'
import { t } from '../i18n/translate.js'
import { ExternalIcon } from './viewIcons.js'

/** The transaction's page on the network's block explorer, where it has one. */
function transactionLink(network: CaipNetwork | undefined, hash: string): string | undefined {
  const explorer = network?.blockExplorers?.default.url
  const link = explorer ? `${explorer.replace(/\/$/, '')}/tx/${hash}` : undefined
  return link && isSafePageUrl(link) ? link : undefined
}

export type TransactionDoneProps = {
  /** What went out ("Sent", "Paid 0.5 ETH"), above the transaction. */
  title: ReactNode
  /** The transaction id, once known. */
  hash: string | undefined
  network: CaipNetwork | undefined
  onDone: () => void
  /** Shown above the title (a check mark). */
  mark?: ReactNode
  /** The transaction's test id, for the pages that read it. */
  hashTestId?: string
}

/** A transfer the wallet sent: what it was, its transaction and explorer link, and Done. */
export function TransactionDone({
  title,
  hash,
  network,
  onDone,
  mark,
  hashTestId,
}: TransactionDoneProps) {
  const link = hash ? transactionLink(network, hash) : undefined
  return (
    <div className="latch-panel">
      {mark}
      <p className="latch-panel__title" role="status">
        {title}
      </p>
      {hash ? (
        <p className="latch-muted">
          {t('send.hash')}{' '}
          <code className="latch-code" title={hash} data-testid={hashTestId}>
            {truncateAddress(hash)}
          </code>
        </p>
      ) : null}
      {link ? (
        <a className="latch-link" href={link} target="_blank" rel="noopener noreferrer">
          {t('send.viewOnExplorer')}
          <ExternalIcon />
        </a>
      ) : null}
      <button type="button" className="latch-button latch-button--primary" onClick={onDone}>
        {t('common.done')}
      </button>
    </div>
  )
}
