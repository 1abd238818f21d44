import {
  type CaipNetwork,
  type ChainAdapter,
  getCallsStatus,
  type LatchClient,
  sendCalls,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { type BatchMode, batchModeOf } from './batchMode.js'

type Props = {
  latch: LatchClient
  adapter: ChainAdapter
  address: string
  network: CaipNetwork
  recipient: string
  /** What one call sends, in the native currency's smallest unit. */
  amount: bigint
  /** How the amount reads: "0.001 ETH". */
  amountText: string
  /** Runs the batch as the demo runs every action (its error shown, balances read after). */
  run: (action: () => Promise<void>) => void
  onSent: () => Promise<void>
}

const pollMs = 1_000
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * EIP-5792 in the demo: two transfers to account #2 as one batch of calls, followed with
 * `getCallsStatus` until the chain has it (core's `sendCalls` / `getCallsStatus`). Where the
 * wallet reports atomic batches on this chain (the embedded wallet's smart account does) the
 * batch is one operation; where it answers `wallet_getCapabilities` without them (the Latch
 * Test Wallet, a browser wallet) it sends the calls one after the other, each its own
 * transaction. Mount it only for a wallet that may be asked (`walletCapabilities`).
 */
export function BatchSend({
  latch,
  adapter,
  address,
  network,
  recipient,
  amount,
  amountText,
  run,
  onSent,
}: Props) {
  const [mode, setMode] = useState<BatchMode>()
  const [batch, setBatch] = useState<string>()
  const chainHex = `0x${Number(network.id).toString(16)}`

  useEffect(() => {
    let current = true
    adapter.request({ method: 'wallet_getCapabilities', params: [address, [chainHex]] }).then(
      (capabilities) => {
        if (current) setMode(batchModeOf(capabilities, chainHex))
      },
      // A wallet without EIP-5792 has no batches: the button stays away.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [adapter, address, chainHex])

  if (!mode) return null
  const how = mode === 'atomic' ? 'as one batch' : 'as a batch of calls (one after the other)'
  const send = () =>
    run(async () => {
      setBatch(undefined)
      const call = { to: recipient, value: amount }
      // Atomicity is never required (the EVM adapter sends `atomicRequired: false`): a wallet
      // that runs calls one after the other would refuse the batch otherwise.
      const { id } = await sendCalls(latch, { calls: [call, call] })
      setBatch(`${id}: pending`)
      for (;;) {
        const result = await getCallsStatus(latch, { id })
        if (result.status >= 200) {
          const hashes = (result.receipts ?? []).map((receipt) => receipt.transactionHash)
          setBatch(
            `${id}: ${result.status === 200 ? 'confirmed' : 'failed'} in ${hashes.join(', ')}`,
          )
          break
        }
        await delay(pollMs)
      }
      await onSent()
    })
  return (
    <>
      <button type="button" onClick={send}>
        Send {amountText} to account #2 twice, {how}
      </button>
      {batch ? (
        <p className="muted" data-testid="batch-status">
          Batch {batch}
        </p>
      ) : null}
    </>
  )
}
