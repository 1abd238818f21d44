import {
  disconnect,
  formatBalance,
  formatUnits,
  getAccountData,
  type LatchClient,
} from '@latch/core'
import type { DevnetInfo } from '@latch/testkit/wallet'
import { useCallback, useEffect, useState } from 'react'
import { AssetDiscovery } from './AssetDiscovery.js'
import { BatchSend } from './BatchSend.js'
import type { DemoToken, ListedDemoAccount } from './demoAccount.js'
import type { DemoServices } from './devnet.js'
import { fundFromFaucet } from './faucet.js'
import { SessionDemo } from './SessionDemo.js'

type Props = {
  latch: LatchClient
  devnet: DevnetInfo | undefined
  /** latch-server of this run: a session's operations go through its bundler and paymaster. */
  services: DemoServices | undefined
  account: ListedDemoAccount
  onError: (message: string | undefined) => void
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A thousandth of the native currency (0.001 ETH, 0.001 SOL) in its smallest unit. */
function milliUnit(decimals: number): bigint {
  return 10n ** BigInt(Math.max(decimals - 3, 0))
}

/**
 * What a connected visitor can do through the adapter of the account's namespace: balances,
 * sign, send, disconnect. Mount it again (a `key`) for another account or network, so that
 * what it shows always belongs to the one it reads.
 */
export function AccountActions({ latch, devnet, services, account, onError }: Props) {
  const { adapter, address, network, recipient, token, verify } = account
  // A primitive, so that reading depends on the token and not on this render's object.
  const tokenAddress = token?.address
  const native = network.nativeCurrency
  const nativeStep = milliUnit(native.decimals)
  const tokenSymbol = token?.symbol ?? 'test token'
  const [balances, setBalances] = useState<Record<string, string>>({})
  const [signature, setSignature] = useState<{ value: string; verified: boolean }>()
  const [transaction, setTransaction] = useState<string>()

  const read = useCallback(async () => {
    const balanceOf = async (owner: string, tokenRef?: string) => {
      const balance = await adapter.getBalance({
        address: owner,
        network,
        ...(tokenRef ? { token: { address: tokenRef } } : {}),
      })
      return `${formatBalance(formatUnits(balance.value, balance.decimals))} ${balance.symbol}`
    }
    const next: Record<string, string> = { mine: await balanceOf(address) }
    if (tokenAddress) next.myTokens = await balanceOf(address, tokenAddress)
    if (recipient) {
      next.theirs = await balanceOf(recipient)
      if (tokenAddress) next.theirTokens = await balanceOf(recipient, tokenAddress)
      // The same through the blockchain service (latch-server reads and indexes the chain).
      const served = await getAccountData(latch)?.getTokenBalances(
        recipient,
        network.caipNetworkId,
        {
          force: true,
        },
      )
      if (served) {
        next.served = served
          .map((balance) => `${formatBalance(balance.quantity.numeric)} ${balance.symbol}`)
          .join(' · ')
      }
    }
    return next
  }, [adapter, latch, address, recipient, tokenAddress, network])
  const refresh = async () => setBalances(await read())

  useEffect(() => {
    let current = true
    read().then(
      (next) => {
        if (current) setBalances(next)
      },
      (error: unknown) => {
        if (current) onError(message(error))
      },
    )
    return () => {
      current = false
    }
  }, [read, onError])

  const run = (action: () => Promise<void>) => {
    onError(undefined)
    action().catch((error: unknown) => onError(message(error)))
  }
  const send = (to: string, amount: bigint, tokenRef?: DemoToken) =>
    run(async () => {
      const id = await adapter.sendTransfer({
        from: address,
        to,
        amount,
        network,
        ...(tokenRef ? { token: { address: tokenRef.address } } : {}),
      })
      setTransaction(id)
      await adapter.waitForTransaction({ id, network })
      await refresh()
    })

  return (
    <div>
      <dl className="facts">
        <dt>My balance</dt>
        <dd data-testid="balance-mine">{balances.mine}</dd>
        <dt>My {tokenSymbol}</dt>
        <dd data-testid="balance-my-tokens">{balances.myTokens ?? '—'}</dd>
        <dt>Account #2</dt>
        <dd data-testid="balance-theirs">{recipient ?? '—'}</dd>
        <dt>Its balance</dt>
        <dd data-testid="balance-recipient">{balances.theirs ?? '—'}</dd>
        <dt>Its {tokenSymbol}</dt>
        <dd data-testid="balance-recipient-tokens">{balances.theirTokens ?? '—'}</dd>
        <dt>Via latch-server</dt>
        <dd data-testid="balance-recipient-served">{balances.served ?? '—'}</dd>
        <dt>Last transaction</dt>
        <dd data-testid="last-transaction">{transaction ?? '—'}</dd>
        <dt>Signature</dt>
        <dd data-testid="signature">
          {signature
            ? `${signature.verified ? 'verified' : 'NOT verified'} ${signature.value}`
            : '—'}
        </dd>
      </dl>
      <div className="row">
        <button
          type="button"
          onClick={() =>
            run(async () => {
              const text = `Hello from the Latch demo at ${new Date().toISOString()}`
              const value = await adapter.signMessage({ message: text, address })
              const verified = await verify({ address, message: text, signature: value, network })
              setSignature({ value, verified })
            })
          }
        >
          Sign a message
        </button>
        {recipient ? (
          <button type="button" onClick={() => send(recipient, nativeStep)}>
            Send {formatUnits(nativeStep, native.decimals)} {native.symbol} to account #2
          </button>
        ) : null}
        {account.assetDiscovery ? (
          <AssetDiscovery adapter={adapter} address={address} run={run} />
        ) : null}
        {recipient && account.walletCapabilities ? (
          <BatchSend
            latch={latch}
            adapter={adapter}
            address={address}
            network={network}
            recipient={recipient}
            amount={nativeStep}
            amountText={`${formatUnits(nativeStep, native.decimals)} ${native.symbol}`}
            run={run}
            onSent={refresh}
          />
        ) : null}
        {recipient && token && services && network.chainNamespace === 'eip155' ? (
          <SessionDemo
            latch={latch}
            services={services}
            network={network}
            token={token}
            recipient={recipient}
            run={run}
            onSent={refresh}
          />
        ) : null}
        {recipient && token ? (
          <button
            type="button"
            onClick={() => send(recipient, 10n ** BigInt(token.decimals), token)}
          >
            Send 1 {token.symbol} to account #2
          </button>
        ) : null}
        {devnet && account.faucet ? (
          // An email or social wallet starts empty: the faucet gives it something to send.
          <button
            type="button"
            onClick={() =>
              run(async () => {
                await fundFromFaucet(devnet, network, address)
                await refresh()
              })
            }
          >
            Get 1 test {native.symbol}
          </button>
        ) : null}
        <button type="button" onClick={() => run(refresh)}>
          Refresh balances
        </button>
        <button type="button" onClick={() => run(() => disconnect(latch))}>
          Disconnect
        </button>
      </div>
    </div>
  )
}
