import { type ActorRefFrom, fromPromise, waitFor } from 'xstate'
import type {
  EstimateSendFeeParameters,
  EstimateSendFeeReturnType,
} from '../actions/estimateSendFee.js'
import type { SendTokensParameters, SendTokensReturnType } from '../actions/sendTokens.js'
import type { ChainAdapter, SendTransferParameters } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { SendError } from '../errors/send.js'
import { parseUnits } from '../format/decimal.js'
import { wireSend } from '../machines/latchChildren.js'
import { type SendToken, sendMachine, sendStatusOf, type TransferInput } from '../machines/send.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { amountProblem } from '../validation/amount.js'
import type { LatchEvent } from './latchConfig.js'

export type SendFlowParameters = {
  adapterFor: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** The connected account of the namespace, if any. */
  accountOf: (namespace: ChainNamespace) => string | undefined
  /** The network the namespace's account sends on, if known. */
  networkOf: (namespace: ChainNamespace) => CaipNetwork | undefined
  activeNamespace: () => ChainNamespace | undefined
  /** The send machine, once the root machine runs it. */
  actor: () => ActorRefFrom<typeof sendMachine> | undefined
  /** The account has sent: its cached balances are stale. */
  sent: (address: string) => void
  track: (event: LatchEvent) => void
}

export type SendFlow = {
  /** The send machine with its transfers, for the root machine to run. */
  logic: typeof sendMachine
  sendTokens(parameters: SendTokensParameters): Promise<SendTokensReturnType>
  estimateSendFee(parameters: EstimateSendFeeParameters): Promise<EstimateSendFeeReturnType>
}

function nativeToken(network: CaipNetwork | undefined): SendToken | undefined {
  if (!network) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: '0' },
  }
}

// A token Latch cannot use is no token: the form then says "A token is required".
function listedToken(
  token: NonNullable<SendTokensParameters['token']>,
  network: CaipNetwork | undefined,
): SendToken | undefined {
  if (!network || !token.address || !Number.isInteger(token.decimals) || token.decimals < 0) {
    return undefined
  }
  return {
    name: token.symbol,
    symbol: token.symbol,
    chainId: network.caipNetworkId,
    address: token.address,
    quantity: { decimals: String(token.decimals), numeric: '0' },
  }
}

/**
 * The send machine of the client (SPEC.md §4 "Send", §5): `sendTokens` fills the form and
 * submits it; the transfer goes through the namespace's adapter, which must have the
 * capability (else "Unsupported chain"), and resolves once the wallet has sent it. Loaded on
 * the first send, so that pages that never send do not carry it.
 */
export function createSendFlow(parameters: SendFlowParameters): SendFlow {
  const {
    adapterFor,
    accountOf,
    networkOf,
    activeNamespace,
    actor: running,
    sent,
    track,
  } = parameters

  /** The adapter and the transfer's parameters, checked as the form checks them. */
  function transferOf({
    namespace,
    token,
    amount,
    receiverAddress,
  }: Omit<TransferInput, 'feeSpeed'>): {
    adapter: ChainAdapter
    transfer: Omit<SendTransferParameters, 'feeSpeed'>
  } {
    const adapter = adapterFor(namespace)
    const network = networkOf(namespace)
    if (!adapter?.capabilities[token.address ? 'sendToken' : 'sendNative'] || !network) {
      throw new SendError('UNSUPPORTED_CHAIN')
    }
    const from = accountOf(namespace)
    if (!from) {
      throw new SendError('TRANSFER_FAILED', { details: `no account is connected on ${namespace}` })
    }
    const decimals = Number(token.quantity.decimals)
    // The rule the send form checks as the visitor types (validation/amount.ts).
    const units = amountProblem(amount, { decimals }) ? undefined : parseUnits(amount, decimals)
    if (!units) {
      throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED', {
        details: `"${amount}" is not a positive amount with at most ${decimals} decimals`,
      })
    }
    if (!adapter.isAddress(receiverAddress)) {
      throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED', {
        details: `"${receiverAddress}" is not an address on ${namespace}`,
      })
    }
    return {
      adapter,
      transfer: {
        from,
        to: receiverAddress,
        amount: units,
        network,
        ...(token.address ? { token: { address: token.address } } : {}),
      },
    }
  }

  async function transfer(input: TransferInput): Promise<string> {
    const { adapter, transfer } = transferOf(input)
    const hash = await adapter.sendTransfer({
      ...transfer,
      ...(input.feeSpeed ? { feeSpeed: input.feeSpeed } : {}),
    })
    sent(transfer.from)
    return hash
  }

  /** The form's token: the native coin, or a listed token; "A token is required" otherwise. */
  function formToken(
    namespace: ChainNamespace,
    token: SendTokensParameters['token'],
  ): SendToken | undefined {
    const network = networkOf(namespace)
    return token ? listedToken(token, network) : nativeToken(network)
  }

  const transferActor = fromPromise<string, TransferInput>(({ input }) => transfer(input))
  const logic = wireSend(sendMachine).provide({
    actors: { sendNativeTransfer: transferActor, sendTokenTransfer: transferActor },
    actions: { track: (_, { event, ...properties }) => track({ event, properties }) },
  })

  return {
    logic,
    async sendTokens({ amount, to, token, feeSpeed, namespace = activeNamespace() }) {
      const actor = running()
      if (!namespace || !actor) throw new SendError('UNSUPPORTED_CHAIN')
      if (sendStatusOf(actor.getSnapshot()) === 'sending') {
        throw new SendError('TRANSFER_FAILED', {
          details: 'another send is waiting for the wallet',
        })
      }
      const sendToken = formToken(namespace, token)
      actor.send({ type: 'send.reset', namespace })
      if (sendToken) actor.send({ type: 'send.setToken', token: sendToken })
      actor.send({ type: 'send.setAmount', amount })
      actor.send({ type: 'send.setReceiver', address: to })
      actor.send({ type: 'send.setFeeSpeed', feeSpeed })
      actor.send({ type: 'send.submit' })
      const settled = await waitFor(actor, (state) => sendStatusOf(state) !== 'sending', {
        timeout: Number.POSITIVE_INFINITY,
      })
      if (settled.context.error) throw settled.context.error
      return { hash: settled.context.hash as string }
    },
    async estimateSendFee({ amount, to, token, namespace = activeNamespace() }) {
      if (!namespace) throw new SendError('UNSUPPORTED_CHAIN')
      if (!amount || !to) throw new SendError('AMOUNT_AND_RECEIVER_REQUIRED')
      const sendToken = formToken(namespace, token)
      if (!sendToken) throw new SendError('TOKEN_REQUIRED')
      const { adapter, transfer } = transferOf({
        namespace,
        token: sendToken,
        amount,
        receiverAddress: to,
      })
      return adapter.estimateTransferFee ? adapter.estimateTransferFee(transfer) : []
    },
  }
}
