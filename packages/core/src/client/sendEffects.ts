import { type AnyEventObject, fromCallback, fromPromise } from 'xstate'
import type { ChainAdapter, SendTransferParameters, TransferFee } from '../adapters/chainAdapter.js'
import { isCaipAddress, parseCaipAddress } from '../caip/caipAddress.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { SendError } from '../errors/send.js'
import { parseUnits } from '../format/decimal.js'
import { wireSend } from '../machines/latchChildren.js'
import { type ConfirmTransferInput, sendMachine, type TransferInput } from '../machines/send.js'
import type { TokenBalance } from '../services/blockchainSchemas.js'
import type { LatchEvent } from './latchConfig.js'

export type SendEffectsParameters = {
  adapterFor: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** The account's balances on a network, where a blockchain service is configured. */
  readBalances: (address: string, caipNetworkId: string) => Promise<readonly TokenBalance[]>
  track: (event: LatchEvent) => void
}

const plainAddress = (address: string) =>
  isCaipAddress(address) ? parseCaipAddress(address).address : address

/**
 * The adapter and the transfer a form describes. The form's rules (`validateSend`) have
 * passed; the adapter must still have the capability and take the receiver.
 */
export function transferOf(
  adapterFor: SendEffectsParameters['adapterFor'],
  input: TransferInput,
): { adapter: ChainAdapter; transfer: Omit<SendTransferParameters, 'feeSpeed'> } {
  const { namespace, token, network } = input
  const adapter = adapterFor(namespace)
  if (!adapter?.capabilities[token.address ? 'sendToken' : 'sendNative']) {
    throw new SendError('UNSUPPORTED_CHAIN')
  }
  const amount = parseUnits(input.amount, Number(token.quantity.decimals))
  if (!amount) {
    throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED', {
      details: `"${input.amount}" is not a positive amount of ${token.symbol}`,
    })
  }
  if (!adapter.isAddress(input.receiverAddress)) {
    throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED', {
      details: `"${input.receiverAddress}" is not an address on ${namespace}`,
    })
  }
  return {
    adapter,
    transfer: {
      from: input.from,
      to: input.receiverAddress,
      amount,
      network,
      // Balances name a token by its CAIP-10 address; the wallet wants the account part.
      ...(token.address
        ? {
            token: {
              address: plainAddress(token.address),
              ...(token.tokenId === undefined ? {} : { tokenId: token.tokenId }),
            },
          }
        : {}),
    },
  }
}

/**
 * The network fees the transfer would pay, asked of the namespace's adapter before the wallet
 * is: the send form's estimate and `estimateSendFee` alike; none where the adapter cannot tell.
 */
export async function estimateFeeOf(
  adapterFor: SendEffectsParameters['adapterFor'],
  input: TransferInput,
): Promise<readonly TransferFee[]> {
  const { adapter, transfer } = transferOf(adapterFor, input)
  return adapter.estimateTransferFee ? adapter.estimateTransferFee(transfer) : []
}

/**
 * The send machine with the client's effects (SPEC.md §4 "Send"): balances and fees read,
 * transfers sent and confirmed through the namespace's adapter. Loaded on the first send, so
 * that pages that never send do not carry it.
 */
export function createSendLogic({ adapterFor, readBalances, track }: SendEffectsParameters) {
  return wireSend(sendMachine).provide({
    actors: {
      readBalances: fromPromise(({ input }) =>
        readBalances(input.address, input.network.caipNetworkId),
      ),
      estimateFee: fromPromise(({ input }) => estimateFeeOf(adapterFor, input)),
      sendTransfer: fromPromise(async ({ input }) => {
        const { adapter, transfer } = transferOf(adapterFor, input)
        return adapter.sendTransfer({
          ...transfer,
          ...(input.feeSpeed ? { feeSpeed: input.feeSpeed } : {}),
        })
      }),
      confirmTransfer: fromCallback<AnyEventObject, ConfirmTransferInput>(({ input, sendBack }) => {
        const { namespace, network, address, hash } = input
        let live = true
        adapterFor(namespace)
          ?.waitForTransaction({ id: hash, network })
          .then(
            () => live && sendBack({ type: 'send.confirmed', namespace, address, hash }),
            (error: unknown) =>
              live && sendBack({ type: 'send.confirmFailed', namespace, hash, error }),
          )
        // Stopped with the machine (the client destroyed): nobody is left to tell.
        return () => {
          live = false
        }
      }),
    },
    actions: { track: (_, { event, ...properties }) => track({ event, properties }) },
  })
}
