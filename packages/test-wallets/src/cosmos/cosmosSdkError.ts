/**
 * The Cosmos SDK's registered errors (codespace `sdk`, `types/errors/errors.go`) that the
 * local chain answers with: their ABCI code and the text the SDK appends to every log.
 */
export const cosmosSdkErrors = {
  txDecode: { code: 2, text: 'tx parse error' },
  unauthorized: { code: 4, text: 'unauthorized' },
  insufficientFunds: { code: 5, text: 'insufficient funds' },
  unknownRequest: { code: 6, text: 'unknown request' },
  invalidAddress: { code: 7, text: 'invalid address' },
  invalidPubKey: { code: 8, text: 'invalid pubkey' },
  unknownAddress: { code: 9, text: 'unknown address' },
  invalidCoins: { code: 10, text: 'invalid coins' },
  outOfGas: { code: 11, text: 'out of gas' },
  memoTooLarge: { code: 12, text: 'memo too large' },
  insufficientFee: { code: 13, text: 'insufficient fee' },
  noSignatures: { code: 15, text: 'no signatures supplied' },
  invalidRequest: { code: 18, text: 'invalid request' },
  keyNotFound: { code: 22, text: 'key not found' },
  txTimeoutHeight: { code: 30, text: 'tx timeout height' },
  unknownExtensionOptions: { code: 31, text: 'unknown extension options' },
  wrongSequence: { code: 32, text: 'incorrect account sequence' },
} as const

export type CosmosSdkErrorKind = keyof typeof cosmosSdkErrors

/**
 * A transaction or query the chain refuses, as the SDK reports it: `log` is the wrapped
 * error's text, `<detail>: <registered error's text>` (e.g. `account sequence mismatch,
 * expected 1, got 0: incorrect account sequence`), with its code in codespace `sdk`.
 */
export class CosmosSdkError extends Error {
  readonly code: number
  readonly codespace = 'sdk'
  constructor(
    readonly kind: CosmosSdkErrorKind,
    /** What went wrong, before the registered error's text. */
    readonly detail?: string,
  ) {
    const { code, text } = cosmosSdkErrors[kind]
    super(detail === undefined ? text : `${detail}: ${text}`)
    this.code = code
  }

  /** The text a node puts in `log`. */
  get log(): string {
    return this.message
  }
}
