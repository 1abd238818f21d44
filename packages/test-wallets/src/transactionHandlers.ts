import { type Hex, numberToHex } from 'viem'
import { invalidParams, objectParam, parseData, parseQuantity, parseTo } from './requestParams.js'
import type { RpcHandlers } from './walletMethods.js'
import type { WalletSession } from './walletSession.js'

/** The fields of an `eth_sendTransaction` request, as the dapp sent them. */
export type TransactionFields = {
  readonly to?: unknown
  readonly data?: unknown
  readonly input?: unknown
  readonly value?: unknown
  readonly from?: unknown
  readonly gas?: unknown
  readonly nonce?: unknown
  readonly gasPrice?: unknown
  readonly maxFeePerGas?: unknown
  readonly maxPriorityFeePerGas?: unknown
  readonly chainId?: unknown
}

/** How the wallet sends transactions, one prompt at a time. */
export type TransactionSender = {
  /** Fills what the dapp left out, signs with the local account, sends the raw transaction. */
  send(fields: TransactionFields): Promise<Hex>
  /** Runs `task` once every earlier task has settled. */
  serialized<T>(task: () => Promise<T>): Promise<T>
}

/** The transaction sender of one wallet, signing with its selected account on its chain. */
export function createTransactionSender(session: WalletSession): TransactionSender {
  // One prompt at a time, as in a real wallet: concurrent sends never race for a nonce.
  let sendQueue: Promise<unknown> = Promise.resolve()

  return {
    serialized(task) {
      const result = sendQueue.then(task)
      sendQueue = result.catch(() => undefined)
      return result
    },

    async send(fields) {
      const { rpc } = session
      const account = session.currentAccount()
      if (fields.from !== undefined) session.requireOwnAddress(fields.from)
      if (
        fields.chainId !== undefined &&
        parseQuantity('chainId', fields.chainId) !== BigInt(session.chainId)
      ) {
        throw invalidParams(
          `chainId ${String(fields.chainId)} is not the wallet's chain ${session.chainId}`,
        )
      }
      const to = parseTo(fields.to)
      const data = parseData(fields.data ?? fields.input)
      const value = parseQuantity('value', fields.value)
      const gasPrice = parseQuantity('gasPrice', fields.gasPrice)
      let maxFeePerGas = parseQuantity('maxFeePerGas', fields.maxFeePerGas)
      let maxPriorityFeePerGas = parseQuantity('maxPriorityFeePerGas', fields.maxPriorityFeePerGas)
      const call = {
        from: account.address,
        ...(to ? { to } : {}),
        ...(data ? { data } : {}),
        ...(value !== undefined ? { value: numberToHex(value) } : {}),
      }
      const nonce =
        parseQuantity('nonce', fields.nonce) ??
        BigInt((await rpc('eth_getTransactionCount', [account.address, 'pending'])) as Hex)
      const gas =
        parseQuantity('gas', fields.gas) ?? BigInt((await rpc('eth_estimateGas', [call])) as Hex)
      const common = {
        chainId: session.chainId,
        nonce: Number(nonce),
        gas,
        ...(to ? { to } : {}),
        ...(data ? { data } : {}),
        ...(value !== undefined ? { value } : {}),
      }

      let signed: Hex
      const block =
        gasPrice === undefined
          ? ((await rpc('eth_getBlockByNumber', ['latest', false])) as {
              baseFeePerGas?: Hex
            } | null)
          : null
      if (gasPrice !== undefined || !block?.baseFeePerGas) {
        const legacyGasPrice = gasPrice ?? BigInt((await rpc('eth_gasPrice')) as Hex)
        signed = await account.signTransaction({
          ...common,
          type: 'legacy',
          gasPrice: legacyGasPrice,
        })
      } else {
        maxPriorityFeePerGas ??= BigInt((await rpc('eth_maxPriorityFeePerGas')) as Hex)
        maxFeePerGas ??= BigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
        signed = await account.signTransaction({
          ...common,
          type: 'eip1559',
          maxFeePerGas,
          maxPriorityFeePerGas,
        })
      }
      return (await rpc('eth_sendRawTransaction', [signed])) as Hex
    },
  }
}

/** `eth_sendTransaction`, queued behind the wallet's other sends. */
export function transactionHandlers(sender: TransactionSender): RpcHandlers {
  return {
    eth_sendTransaction: (params) => {
      const fields = objectParam(params, 0, 'a transaction object')
      return sender.serialized(() => sender.send(fields))
    },
  }
}
