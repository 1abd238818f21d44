import { toBase64, toBech32 } from '@cosmjs/encoding'
import {
  CosmosSdkError,
  type DecodedTx,
  decodeCosmosTx,
  isAccountAddress,
  msgSendTypeUrl,
  secp256k1AddressBytes,
  signBytesOf,
  verifySecp256k1,
} from '@latch/test-wallets/internal'
import { MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { type CosmosChainState, cloneChainState, moveCoins } from './cosmosChainState.js'
import { formatCoins, parseCoins } from './cosmosCoins.js'
import { CosmosGasMeter, cosmosGasCosts } from './cosmosGasMeter.js'

/** An ABCI event with its attributes as strings (CometBFT 0.37 and later). */
export type CosmosEvent = {
  readonly type: string
  readonly attributes: readonly { readonly key: string; readonly value: string }[]
}

/** How the chain runs a transaction: CheckTx (the mempool), FinalizeBlock, or a simulation. */
export type CosmosTxMode = 'check' | 'deliver' | 'simulate'

/** What a transaction runs against, besides the state. */
export type CosmosTxRules = {
  readonly chainId: string
  readonly bech32Prefix: string
  /** The validator's minimum gas price, in `feeDenom` per gas unit, a decimal string (CheckTx only, as a node). */
  readonly minGasPrice: string
  readonly feeDenom: string
  /** The height of the block the transaction goes into (CheckTx: the next one). */
  readonly height: number
  readonly feeCollector: string
}

/** A transaction's result as ABCI reports it (`ExecTxResult`, or `CheckTx`'s response). */
export type CosmosTxOutcome = {
  readonly code: number
  readonly codespace: string
  readonly log: string
  readonly gasWanted: bigint
  readonly gasUsed: bigint
  readonly events: readonly CosmosEvent[]
  /** A `TxMsgData` with each message's response, when the messages ran. */
  readonly data: Uint8Array
}

/** The SDK's `MaxMemoCharacters` default (Go counts bytes). */
const maxMemoBytes = 256

const event = (type: string, attributes: Record<string, string>): CosmosEvent => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
})

/** x/bank's events for a coin move, as `SendCoins` emits them. */
function transferEvents(from: string, to: string, amount: string): CosmosEvent[] {
  return [
    event('coin_spent', { spender: from, amount }),
    event('coin_received', { receiver: to, amount }),
    event('transfer', { recipient: to, sender: from, amount }),
    event('message', { sender: from }),
  ]
}

function replaceState(target: CosmosChainState, source: CosmosChainState) {
  target.accounts.clear()
  for (const [address, account] of source.accounts) target.accounts.set(address, account)
  target.nextAccountNumber = source.nextAccountNumber
}

/**
 * The default SDK 0.50 ante handler chain, for what this chain supports: extension options,
 * memo size, transaction size gas, fee (minimum gas price in CheckTx, then deducted from the
 * first signer), public keys (must hash to the signer's address), sequences and signatures
 * (skipped in a simulation), sequence increments. Mutates `state`; returns its events.
 */
async function runAnte(
  state: CosmosChainState,
  tx: DecodedTx,
  txBytes: Uint8Array,
  mode: CosmosTxMode,
  rules: CosmosTxRules,
  gas: CosmosGasMeter,
): Promise<CosmosEvent[]> {
  const events: CosmosEvent[] = []
  // ExtensionOptionsDecorator, whose default checker accepts no option. Non-critical
  // extension options are not its business: a node that does not know one goes on.
  if (tx.body.extensionOptions.length > 0) throw new CosmosSdkError('unknownExtensionOptions')
  // ValidateBasicDecorator
  if (tx.signers.length === 0 || tx.raw.signatures.length === 0) {
    throw new CosmosSdkError('noSignatures')
  }
  const fee = tx.authInfo.fee
  const feeCoins = parseCoins(fee?.amount ?? [])
  if (feeCoins === undefined) {
    throw new CosmosSdkError(
      'insufficientFee',
      `invalid fee provided: ${formatCoins(fee?.amount ?? [])}`,
    )
  }
  // TxTimeoutHeightDecorator
  const timeout = tx.body.timeoutHeight
  if (timeout > 0n && BigInt(rules.height) > timeout) {
    throw new CosmosSdkError(
      'txTimeoutHeight',
      `block height: ${rules.height}, timeout height: ${timeout}`,
    )
  }
  // ValidateMemoDecorator
  const memoBytes = new TextEncoder().encode(tx.body.memo).length
  if (memoBytes > maxMemoBytes) {
    throw new CosmosSdkError(
      'memoTooLarge',
      `maximum number of characters is ${maxMemoBytes} but received ${memoBytes} characters`,
    )
  }
  // ConsumeGasForTxSizeDecorator
  let sizeBytes = BigInt(txBytes.length)
  if (mode === 'simulate') {
    sizeBytes += cosmosGasCosts.simulatedSignatureBytes * BigInt(tx.signers.length)
  }
  gas.consume(sizeBytes * cosmosGasCosts.txSizeCostPerByte, 'txSize')
  gas.consume(cosmosGasCosts.anteStoreAccess, 'ReadFlat')
  // DeductFeeDecorator
  // A fee payer other than the first signer (which the SDK would add as a signer) is not honoured.
  const feePayer = tx.requiredSigners[0]
  if (feePayer === undefined) throw new CosmosSdkError('noSignatures')
  if (mode === 'check') {
    const gasLimit = fee?.gasLimit ?? 0n
    const required = ceilTimes(gasLimit, rules.minGasPrice)
    const offered = feeCoins.get(rules.feeDenom) ?? 0n
    if (required > 0n && offered < required) {
      throw new CosmosSdkError(
        'insufficientFee',
        `insufficient fees; got: ${formatCoins(fee?.amount ?? [])} required: ${required}${rules.feeDenom}`,
      )
    }
  }
  if (!state.accounts.has(feePayer)) {
    throw new CosmosSdkError('unknownAddress', `fee payer address: ${feePayer} does not exist`)
  }
  const feeText = formatCoins(fee?.amount ?? [])
  if (feeCoins.size > 0) {
    try {
      moveCoins(state, feePayer, rules.feeCollector, feeCoins)
    } catch (error) {
      if (error instanceof CosmosSdkError)
        throw new CosmosSdkError('insufficientFunds', error.message)
      throw error
    }
    events.push(...transferEvents(feePayer, rules.feeCollector, feeText))
  }
  events.push(event('tx', { fee: feeText, fee_payer: feePayer }))
  // SetPubKeyDecorator, ValidateSigCountDecorator, SigGasConsumeDecorator, SigVerificationDecorator
  if (
    tx.signers.length !== tx.requiredSigners.length ||
    tx.raw.signatures.length !== tx.signers.length
  ) {
    throw new CosmosSdkError(
      'unauthorized',
      `invalid number of signer;  expected: ${tx.requiredSigners.length}, got ${tx.raw.signatures.length}`,
    )
  }
  for (const [index, address] of tx.requiredSigners.entries()) {
    const signer = tx.signers[index]
    const account = state.accounts.get(address)
    if (!signer) throw new CosmosSdkError('noSignatures')
    if (!account) throw new CosmosSdkError('unknownAddress', `account ${address} does not exist`)
    const pubKey = signer.pubKey ?? account.pubKey
    if (
      signer.pubKey &&
      toBech32(rules.bech32Prefix, secp256k1AddressBytes(signer.pubKey)) !== address
    ) {
      throw new CosmosSdkError(
        'invalidPubKey',
        `pubKey does not match signer address ${address} with signer index: ${index}`,
      )
    }
    if (!pubKey) {
      if (mode !== 'simulate')
        throw new CosmosSdkError('invalidPubKey', 'pubkey on account is not set')
    } else {
      account.pubKey ??= pubKey
    }
    gas.consume(cosmosGasCosts.sigVerifyCostSecp256k1, 'ante verify: secp256k1')
    if (signer.sequence !== account.sequence) {
      throw new CosmosSdkError(
        'wrongSequence',
        `account sequence mismatch, expected ${account.sequence}, got ${signer.sequence}`,
      )
    }
    events.push(event('tx', { acc_seq: `${address}/${account.sequence}` }))
    if (mode !== 'simulate') {
      const context = {
        chainId: rules.chainId,
        accountNumber: account.accountNumber,
        sequence: account.sequence,
      }
      const signBytes = signBytesOf(tx, signer.signMode, context)
      if (!pubKey || !signBytes || !(await verifySecp256k1(pubKey, signBytes, signer.signature))) {
        throw new CosmosSdkError(
          'unauthorized',
          `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${rules.chainId})`,
        )
      }
    }
    events.push(event('tx', { signature: toBase64(signer.signature) }))
  }
  // IncrementSequenceDecorator
  for (const address of tx.requiredSigners) {
    const account = state.accounts.get(address)
    if (account) account.sequence += 1n
  }
  return events
}

/** `ceil(gas × price)` for a decimal price, exactly (the SDK's `LegacyDec` arithmetic). */
function ceilTimes(gas: bigint, price: string): bigint {
  const [whole = '0', fraction = ''] = price.split('.')
  const scale = 10n ** BigInt(fraction.length)
  const scaled = gas * (BigInt(whole) * scale + BigInt(fraction || '0'))
  return (scaled + scale - 1n) / scale
}

/** x/bank's `Send` message server: addresses, coins, send, events. */
function runMsgSend(
  state: CosmosChainState,
  message: DecodedTx['messages'][number],
  index: number,
  rules: CosmosTxRules,
  gas: CosmosGasMeter,
): CosmosEvent[] {
  if (!isAccountAddress(message.fromAddress, rules.bech32Prefix)) {
    throw new CosmosSdkError('invalidAddress', `invalid from address: ${message.fromAddress}`)
  }
  if (!isAccountAddress(message.toAddress, rules.bech32Prefix)) {
    throw new CosmosSdkError('invalidAddress', `invalid to address: ${message.toAddress}`)
  }
  const coins = parseCoins(message.amount)
  if (coins === undefined || coins.size === 0) {
    throw new CosmosSdkError('invalidCoins', formatCoins(message.amount))
  }
  gas.consume(cosmosGasCosts.msgSendBase, 'ReadFlat')
  gas.consume(cosmosGasCosts.msgSendPerDenom * BigInt(coins.size), 'WriteFlat')
  moveCoins(state, message.fromAddress, message.toAddress, coins)
  const indexed = (events: CosmosEvent[]) =>
    events.map((item) => ({
      type: item.type,
      attributes: [...item.attributes, { key: 'msg_index', value: String(index) }],
    }))
  return indexed([
    event('message', { action: msgSendTypeUrl, sender: message.fromAddress, module: 'bank' }),
    ...transferEvents(message.fromAddress, message.toAddress, formatCoins(message.amount)),
  ])
}

function failure(
  error: unknown,
  gasWanted: bigint,
  gasUsed: bigint,
  events: CosmosEvent[],
): CosmosTxOutcome {
  if (!(error instanceof CosmosSdkError)) throw error
  return {
    code: error.code,
    codespace: error.codespace,
    log: error.log,
    gasWanted,
    gasUsed,
    events,
    data: new Uint8Array(),
  }
}

/**
 * Runs transaction bytes as an SDK 0.50 node's `runTx`: decode, the ante handler (whose
 * effects, the fee and the sequence, stay even when a message fails, as on a node), then in
 * FinalizeBlock and simulations the messages, all or nothing. CheckTx runs the ante handler
 * only, as SDK 0.50 does. `state` is updated with what the transaction did.
 */
export async function runCosmosTx(
  state: CosmosChainState,
  txBytes: Uint8Array,
  mode: CosmosTxMode,
  rules: CosmosTxRules,
): Promise<CosmosTxOutcome> {
  let tx: DecodedTx
  try {
    tx = decodeCosmosTx(txBytes)
  } catch (error) {
    return failure(error, 0n, 0n, [])
  }
  const gasWanted = tx.authInfo.fee?.gasLimit ?? 0n
  const gas = new CosmosGasMeter(mode === 'simulate' ? undefined : gasWanted)
  const anteState = cloneChainState(state)
  let anteEvents: CosmosEvent[]
  try {
    anteEvents = await runAnte(anteState, tx, txBytes, mode, rules, gas)
  } catch (error) {
    return failure(error, gasWanted, gas.used, [])
  }
  if (mode === 'check') {
    replaceState(state, anteState)
    return {
      code: 0,
      codespace: '',
      log: '',
      gasWanted,
      gasUsed: gas.used,
      events: anteEvents,
      data: new Uint8Array(),
    }
  }
  const messageState = cloneChainState(anteState)
  const messageEvents: CosmosEvent[] = []
  try {
    for (const [index, message] of tx.messages.entries()) {
      try {
        messageEvents.push(...runMsgSend(messageState, message, index, rules, gas))
      } catch (error) {
        if (error instanceof CosmosSdkError && error.kind !== 'outOfGas') {
          throw new CosmosSdkError(
            error.kind,
            `failed to execute message; message index: ${index}${error.detail === undefined ? '' : `: ${error.detail}`}`,
          )
        }
        throw error
      }
    }
  } catch (error) {
    replaceState(state, anteState)
    return failure(error, gasWanted, gas.used, anteEvents)
  }
  replaceState(state, messageState)
  const data = TxMsgData.encode({
    data: [],
    msgResponses: tx.messages.map(() => ({
      typeUrl: `${msgSendTypeUrl}Response`,
      value: MsgSendResponse.encode({}).finish(),
    })),
  }).finish()
  return {
    code: 0,
    codespace: '',
    log: '',
    gasWanted,
    gasUsed: gas.used,
    events: [...anteEvents, ...messageEvents],
    data,
  }
}
