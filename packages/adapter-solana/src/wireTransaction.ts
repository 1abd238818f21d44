// Reading signed wire transactions; loaded with `import()` by the requests that return them.

import { AdapterError } from '@latch/core'
import { getBase58Decoder, getTransactionDecoder } from '@solana/kit'

/** The base58 signature `signer` put on a signed wire transaction. */
export function signatureOf(wire: Uint8Array, signer: string): string {
  const signature = getTransactionDecoder().decode(wire).signatures[signer as never]
  if (!signature) {
    throw new AdapterError('TRANSACTION_FAILED', {
      values: { id: 'unsigned' },
      details: `the wallet returned the transaction without a signature of ${signer}`,
    })
  }
  return getBase58Decoder().decode(signature)
}
