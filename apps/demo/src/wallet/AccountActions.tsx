import { type CaipNetwork, formatBalance, formatUnits } from '@latch/core'
import { useCallback, useEffect, useState } from 'react'
import { verifyMessage } from 'viem'
import type { DemoLatch } from './demoLatch.js'
import { fundFromFaucet } from './faucet.js'

type Props = {
  demo: DemoLatch
  address: string
  network: CaipNetwork
  onError: (message: string | undefined) => void
}

const MILLI_ETHER = 10n ** 15n
const ONE_TOKEN = 10n ** 18n

/** What a connected visitor can do with the EVM adapter: balances, sign, send, disconnect. */
export function AccountActions({ demo, address, network, onError }: Props) {
  const { latch, devnet } = demo
  const evm = demo.evm as NonNullable<DemoLatch['evm']>
  const recipient = devnet?.accounts[2]?.address ?? ''
  const token = devnet?.token.addresses[Number(network.id)]
  const [balances, setBalances] = useState<Record<string, string>>({})
  const [signature, setSignature] = useState<{ value: string; verified: boolean }>()
  const [transaction, setTransaction] = useState<string>()

  const refresh = useCallback(async () => {
    const read = async (owner: string, tokenAddress?: string) => {
      const balance = await evm.getBalance({
        address: owner,
        network,
        ...(tokenAddress ? { token: { address: tokenAddress } } : {}),
      })
      return `${formatBalance(formatUnits(balance.value, balance.decimals))} ${balance.symbol}`
    }
    const next: Record<string, string> = {
      mine: await read(address),
      theirs: await read(recipient),
    }
    if (token) {
      next.myTokens = await read(address, token)
      next.theirTokens = await read(recipient, token)
    }
    // The same through the blockchain service (latch-server reads and indexes the chain).
    const served = await latch.accountData?.getTokenBalances(recipient, network.caipNetworkId, {
      force: true,
    })
    if (served) {
      next.served = served
        .map((balance) => `${formatBalance(balance.quantity.numeric)} ${balance.symbol}`)
        .join(' · ')
    }
    setBalances(next)
  }, [evm, latch, address, recipient, token, network])

  useEffect(() => {
    refresh().catch((error: unknown) => onError(String(error)))
  }, [refresh, onError])

  const run = (action: () => Promise<void>) => {
    onError(undefined)
    action().catch((error: unknown) =>
      onError(error instanceof Error ? error.message : String(error)),
    )
  }
  const send = (amount: bigint, tokenAddress?: string) =>
    run(async () => {
      const id = await evm.sendTransfer({
        from: address,
        to: recipient,
        amount,
        network,
        ...(tokenAddress ? { token: { address: tokenAddress } } : {}),
      })
      setTransaction(id)
      await evm.waitForTransaction({ id, network })
      await refresh()
    })

  return (
    <div>
      <dl className="facts">
        <dt>My balance</dt>
        <dd data-testid="balance-mine">{balances.mine}</dd>
        <dt>My LTT</dt>
        <dd data-testid="balance-my-tokens">{balances.myTokens ?? '—'}</dd>
        <dt>Account #2</dt>
        <dd data-testid="balance-theirs">{recipient}</dd>
        <dt>Its balance</dt>
        <dd data-testid="balance-recipient">{balances.theirs}</dd>
        <dt>Its LTT</dt>
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
              const message = `Hello from the Latch demo at ${new Date().toISOString()}`
              const value = await evm.signMessage({ message, address })
              const verified = await verifyMessage({
                address: address as `0x${string}`,
                message,
                signature: value as `0x${string}`,
              })
              setSignature({ value, verified })
            })
          }
        >
          Sign a message
        </button>
        <button type="button" onClick={() => send(MILLI_ETHER)}>
          Send 0.001 ETH to account #2
        </button>
        {token ? (
          <button type="button" onClick={() => send(ONE_TOKEN, token)}>
            Send 1 LTT to account #2
          </button>
        ) : null}
        {devnet ? (
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
            Get 1 test ETH
          </button>
        ) : null}
        <button type="button" onClick={() => run(refresh)}>
          Refresh balances
        </button>
        <button type="button" onClick={() => run(() => latch.disconnect())}>
          Disconnect
        </button>
      </div>
    </div>
  )
}
