import {
  type CaipNetwork,
  type ChainAdapter,
  getCallsStatus,
  type LatchClient,
  sendCalls,
} from '@latch/core'
import { useEffect, useState } from 'react'

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
 * EIP-5792 in the demo: where the wallet reports atomic batches on this chain (the embedded
 * wallet's smart account does), two transfers to account #2 go as one batch, followed with
 * `getCallsStatus` until the chain has it (core's `sendCalls` / `getCallsStatus`, EIP-5792).
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
  const [atomic, setAtomic] = useState(false)
  const [batch, setBatch] = useState<string>()
  const chainHex = `0x${Number(network.id).toString(16)}`

  useEffect(() => {
    let current = true
    adapter.request({ method: 'wallet_getCapabilities', params: [address, [chainHex]] }).then(
      (capabilities) => {
        const status = (capabilities as Record<string, { atomic?: { status?: string } }>)?.[
          chainHex
        ]?.atomic?.status
        if (current) setAtomic(status === 'supported' || status === 'ready')
      },
      // A wallet without EIP-5792 has no batches: the button stays away.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [adapter, address, chainHex])

  if (!atomic) return null
  const send = () =>
    run(async () => {
      setBatch(undefined)
      const call = { to: recipient, value: amount }
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
        Send {amountText} to account #2 twice, as one batch
      </button>
      {batch ? (
        <p className="muted" data-testid="batch-status">
          Batch {batch}
        </p>
      ) : null}
    </>
  )
}
