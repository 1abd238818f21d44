// Test-only: a CAIP-122 profile of a made-up namespace, for the tests of the shared codec.
import { Caip122Error, caip122ErrorMessagesOf } from '../siwx/caip122Error.js'
import type { Caip122Fields } from '../siwx/caip122Fields.js'
import type { Caip122Profile } from '../siwx/caip122Profile.js'

const toyErrorMessages = caip122ErrorMessagesOf('Toy', {
  INVALID_CHAIN_ID: 'The chain ID must be a polkadot CAIP-2 id',
  ADDRESS_NOT_ON_CHAIN: 'The address is not of its chain',
})

/** The error of the toy profile: a namespace's subclass with a code of its own. */
export class ToySiwxError extends Caip122Error<keyof typeof toyErrorMessages> {
  static override readonly messages = toyErrorMessages
  override name = 'ToySiwxError'
}

/**
 * A CAIP-122 profile for the tests of the shared codec: "Toy" accounts `toy` + digits on the
 * polkadot chains `main` and `test`, where an address ending in 0 lives only on `test`.
 */
export const toyCaip122Profile: Caip122Profile = {
  namespace: 'polkadot',
  account: 'Toy',
  isAddress: (address) => /^toy\d+$/.test(address),
  isChainReference: (reference) => reference === 'main' || reference === 'test',
  checkAddressOnChain({ address, chainId }) {
    if (address.endsWith('0') && chainId !== 'test') {
      throw new ToySiwxError('ADDRESS_NOT_ON_CHAIN', { details: address })
    }
  },
  errorClass: ToySiwxError,
}

/** Every field of a valid toy message. */
export const toyFields: Caip122Fields = {
  domain: 'example.com',
  address: 'toy7',
  statement: 'Sign in to Example',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'main',
  nonce: 'n0nce1234',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-03T03:04:05Z',
  notBefore: '2026-01-02T03:04:05Z',
  requestId: 'request-7',
  resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'https://example.com/a'],
}

/** The error a call throws; fails the test when it throws none. */
export function refusal(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('not refused')
}
