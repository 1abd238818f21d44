import type { StdSignDoc } from '@cosmjs/amino'
import { toBase64, toUtf8 } from '@cosmjs/encoding'

/**
 * ADR-036's sign doc of an off-chain message: an amino sign doc with no chain, account, fee or
 * memo, whose one `sign/MsgSignData` message carries the signer and the data in base64, so
 * that no chain can take the signature for a transaction. Keplr's `signArbitrary` signs it;
 * `verifyCosmosSignature` checks it.
 */
export function adr036SignDoc(signer: string, message: string | Uint8Array): StdSignDoc {
  const data = typeof message === 'string' ? toUtf8(message) : message
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(data) } }],
    memo: '',
  }
}
