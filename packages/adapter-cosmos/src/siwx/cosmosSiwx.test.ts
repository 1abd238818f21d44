// The HTTP client itself is core's `createServerSiwx`, tested there, and what every
// namespace's client must do is core's shared suite, run here on the page's client (which
// loads the profile on its first call) with Sign-In with Cosmos's message, parser and error
// class.
import { describeServerSiwxClient } from '@latch/core/conformance'
import { cosmosSiwx } from './cosmosSiwx.js'
import {
  CosmosSiwxServerError,
  cosmosSiwxSessionData,
  createCosmosSiwxMessage,
  parseCosmosSiwxMessage,
} from './cosmosSiwxProfile.js'

describeServerSiwxClient({
  name: 'Cosmos',
  namespace: 'cosmos',
  create: cosmosSiwx,
  errorClass: CosmosSiwxServerError,
  createMessage: createCosmosSiwxMessage,
  sessionData: (message) => cosmosSiwxSessionData(parseCosmosSiwxMessage(message)),
  address: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
  chainId: 'cosmos:cosmoshub-4',
  signature: JSON.stringify({
    pub_key: {
      type: 'tendermint/PubKeySecp256k1',
      value: 'A/MdHVpitzHNSdD1Zw3kY+L5PEIPyd9l6sD5i4aIfXp9',
    },
    signature:
      'vb78/y129cOiWyQkeFF8wCKZsOyzjpILnpEVZ72o5YUhEOmQZzVPcbUqWPLR7aZQ20j6vnYhIuCQN0HEG3igFg==',
  }),
  foreignNetworks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  otherAddress: 'cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du',
})
