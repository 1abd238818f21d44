import {
  formatUnits,
  loadSessions,
  revokeSession,
  type SmartSession,
  type TokenBalance,
} from '@latch/core'
import { useEffect } from 'react'
import { activeLocale } from '../i18n/activeLocale.js'
import { t } from '../i18n/translate.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'

export type SessionsPanelProps = {
  address: string
  /** The account's tokens: a permission's token is named by its symbol where it is among them. */
  tokens: readonly TokenBalance[]
}

type Limit = { token: string; amount: string }

/** A permission's token and limit in words: the symbol and decimals of a token the account holds. */
function limitOf(
  permission: SmartSession['permissions'][number],
  tokens: readonly TokenBalance[],
): Limit {
  const data = (permission.data ?? {}) as { address?: unknown; allowance?: unknown }
  const address = typeof data.address === 'string' ? data.address : ''
  const allowance = typeof data.allowance === 'string' ? BigInt(data.allowance) : 0n
  const held = tokens.find(
    (token) => token.address?.split(':').at(-1)?.toLowerCase() === address.toLowerCase(),
  )
  return held
    ? {
        token: held.symbol,
        amount: `${formatUnits(allowance, Number(held.quantity.decimals))} ${held.symbol}`,
      }
    : { token: address, amount: t('sessions.baseUnits', { amount: String(allowance) }) }
}

/**
 * The smart sessions the account granted that are still in force, as core's sessions machine
 * lists them (`state.sessions`, read when the tab opens): each permission's token and limit,
 * the expiry, and Revoke, which asks the wallet (its card); the machine lists them again once
 * it answered, or says why it did not.
 */
export function SessionsPanel({ address, tokens }: SessionsPanelProps) {
  const client = useLatch()
  const sessions = useLatchState((state) => state.sessions)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account's sessions are read anew
  useEffect(() => {
    void loadSessions(client)
  }, [client, address])
  // Until this account's sessions are asked for, the list is another's (or none yet).
  if (sessions?.address !== address) return <p role="status">{t('sessions.loading')}</p>
  switch (sessions.status) {
    case 'idle':
    case 'loading':
      return <p role="status">{t('sessions.loading')}</p>
    case 'unavailable':
      return <p className="latch-muted">{t('sessions.unavailable')}</p>
    case 'failed':
      return (
        <p className="latch-error" role="alert">
          {t('sessions.error')}
        </p>
      )
  }
  if (!sessions.items.length) return <p className="latch-muted">{t('sessions.empty')}</p>
  // A refusal is in `state.sessions.revokeError`, which the panel shows.
  const revoke = (id: string) => revokeSession(client, { id }).catch(() => {})
  return (
    <>
      <ul className="latch-sessions" aria-label={t('tab.sessions')}>
        {sessions.items.map((session) => (
          <li key={session.pci} className="latch-session" data-testid="latch-session">
            <dl className="latch-facts">
              {session.permissions.map((permission, index) => {
                const limit = limitOf(permission, tokens)
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a session's permissions do not move
                  <div key={index}>
                    <dt>{t('sessions.token')}</dt>
                    <dd>{limit.token}</dd>
                    <dt>{t('sessions.limit')}</dt>
                    <dd>{limit.amount}</dd>
                  </div>
                )
              })}
              <dt>{t('sessions.expires')}</dt>
              <dd>{new Date(session.expiry * 1000).toLocaleString(activeLocale())}</dd>
            </dl>
            <button
              type="button"
              className="latch-button"
              disabled={sessions.revoking !== undefined}
              onClick={() => void revoke(session.pci)}
            >
              {sessions.revoking === session.pci ? t('sessions.revoking') : t('sessions.revoke')}
            </button>
          </li>
        ))}
      </ul>
      {sessions.revokeError ? (
        <p className="latch-error" role="alert">
          {t('sessions.revokeFailed')}
        </p>
      ) : null}
    </>
  )
}
