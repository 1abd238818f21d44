// The HTTP client itself is core's `createServerSiwx`, tested there, and what every
// namespace's client must do is core's shared suite, run here with Sign-In with Substrate's
// message, parser and error class.
import { describeServerSiwxClient } from '@latch/core/conformance'
import {
  createPolkadotSiwxMessage,
  parsePolkadotSiwxMessage,
  polkadotSiwxSessionData,
  SisSiwxError,
  sisSiwx,
} from './polkadotSiwxProfile.js'

describeServerSiwxClient({
  name: 'Substrate',
  namespace: 'polkadot',
  create: sisSiwx,
  errorClass: SisSiwxError,
  createMessage: createPolkadotSiwxMessage,
  sessionData: (message) => polkadotSiwxSessionData(parsePolkadotSiwxMessage(message)),
  // Alice on Polkadot (prefix 0); Bob is another account.
  address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  signature: `0x${'ab'.repeat(64)}`,
  foreignNetworks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  otherAddress: '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3',
})
