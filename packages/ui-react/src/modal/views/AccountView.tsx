import { avatarColors, formatBalance, type TokenBalance, toCssRgb } from '@latch/core'
import { useMemo, useState } from 'react'
import { truncateAddress } from '../../format/truncateAddress.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'
import { useAccount } from '../../useAccount.js'
import { useLatchState } from '../../useLatchState.js'
import { AccountTabs } from '../AccountTabs.js'
import { useAsyncResult } from '../useAsyncResult.js'

function nativeBalanceText(balances: readonly TokenBalance[]): string {
  const native = balances.find((balance) => balance.address === undefined)
  return native ? formatBalance(native.quantity.numeric, native.symbol) : t('account.noBalance')
}

/** The connected account: avatar, address, network, balance, disconnect, and its tabs. */
export function AccountView() {
  const client = useLatch()
  const { address } = useAccount()
  const network = useLatchState((state) => state.activeNetwork)
  const [disconnecting, setDisconnecting] = useState(false)
  const [disconnectError, setDisconnectError] = useState<Error | undefined>(undefined)
  const accountData = client.accountData
  const chainId = network?.caipNetworkId
  const loadBalances = useMemo(
    () =>
      accountData && address && chainId
        ? () => accountData.getTokenBalances(address, chainId)
        : undefined,
    [accountData, address, chainId],
  )
  const balances = useAsyncResult(loadBalances)
  if (!address) return null

  const copy = async () => {
    const showSnackbar = (message: string, variant: 'success' | 'error') =>
      client.actors.snackbar.send({
        type: 'snackbar.show',
        snackbar: { message, variant, autoClose: true },
      })
    try {
      await navigator.clipboard.writeText(address)
      showSnackbar(t('account.copied'), 'success')
    } catch {
      showSnackbar(t('account.copyFailed'), 'error')
    }
  }
  const disconnect = async () => {
    setDisconnecting(true)
    setDisconnectError(undefined)
    try {
      await client.disconnect()
    } catch (cause) {
      setDisconnectError(cause instanceof Error ? cause : new Error(String(cause)))
    } finally {
      setDisconnecting(false)
    }
  }
  const [base, ...tints] = avatarColors(address).map(toCssRgb)
  const balanceText =
    balances.status === 'success' ? nativeBalanceText(balances.value) : t('account.noBalance')

  return (
    <div className="latch-account">
      <div
        className="latch-avatar"
        role="img"
        aria-label={t('account.avatar', { address: truncateAddress(address) })}
        style={{ background: `radial-gradient(circle at 30% 30%, ${[...tints, base].join(', ')})` }}
      />
      <div className="latch-account__address">
        <span data-testid="latch-account-address" title={address}>
          {truncateAddress(address)}
        </span>
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('account.copy')}
          onClick={() => void copy()}
        >
          <span aria-hidden="true">⧉</span>
        </button>
      </div>
      <dl className="latch-facts">
        <dt>{t('account.network')}</dt>
        <dd>{network?.name ?? t('account.noBalance')}</dd>
        <dt>{t('account.balance')}</dt>
        <dd data-testid="latch-native-balance">{balanceText}</dd>
      </dl>
      <button
        type="button"
        className="latch-button"
        disabled={disconnecting}
        onClick={() => void disconnect()}
      >
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </button>
      {disconnectError ? (
        <p className="latch-error" role="alert">
          {disconnectError.message}
        </p>
      ) : null}
      <AccountTabs address={address} chainId={chainId} balances={balances} />
    </div>
  )
}
