import { FrameError as FrameChannelError } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import { AdapterError } from './adapter.js'
import { BaseError } from './base.js'
import { CaipError } from './caip.js'
import { ConnectionError } from './connection.js'
import { FrameError } from './frame.js'
import { HttpError } from './http.js'
import { InternalError } from './internal.js'
import { NameError } from './names.js'
import { SendError } from './send.js'
import { ServiceError } from './service.js'
import { SiwxError } from './siwx.js'
import { SwapError } from './swap.js'
import { WalletRequestError } from './walletRequest.js'

// Every user-facing text of SPEC.md §8, pinned word for word.
const expected: [BaseError, string, string][] = [
  [new ConnectionError('MODAL_CLOSED'), 'ConnectionError', 'Modal closed'],
  [
    new AdapterError('NOT_SUPPORTED', {
      values: { capability: 'Token transfer', namespace: 'bip122' },
    }),
    'AdapterError',
    'Token transfer is not supported on bip122',
  ],
  [
    new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId: 'io.rabby' } }),
    'AdapterError',
    'No connector found with id io.rabby',
  ],
  [new AdapterError('NOT_CONNECTED'), 'AdapterError', 'The wallet is not connected'],
  [
    new ServiceError('INVALID_RESPONSE', { values: { url: 'http://x/e' } }),
    'ServiceError',
    'Unexpected response from http://x/e',
  ],
  [
    new ServiceError('TIMEOUT', { values: { url: 'http://x/e', ms: 10 } }),
    'ServiceError',
    'No response from http://x/e within 10 ms',
  ],
  [
    new ServiceError('NETWORK', { values: { url: 'http://x/e' } }),
    'ServiceError',
    'Could not reach http://x/e',
  ],
  [new AdapterError('INVALID_ADDRESS'), 'AdapterError', 'Invalid address'],
  [new AdapterError('INVALID_AMOUNT'), 'AdapterError', 'Invalid amount'],
  [
    new AdapterError('INVALID_CALLS', { values: { reason: 'no calls' } }),
    'AdapterError',
    'Invalid wallet_sendCalls: no calls',
  ],
  [
    new AdapterError('TRANSACTION_FAILED', { values: { id: '0xab' } }),
    'AdapterError',
    'Transaction 0xab failed',
  ],
  [new ConnectionError('INVALID_EMAIL'), 'ConnectionError', 'Invalid email address'],
  [new ConnectionError('ORIGIN_NOT_ALLOWED'), 'ConnectionError', 'Origin Not Allowed'],
  [new ConnectionError('CONNECTION_REJECTED'), 'ConnectionError', 'Connection rejected'],
  [new ConnectionError('FAILED_TO_CONNECT'), 'ConnectionError', 'Failed to connect'],
  [new ConnectionError('POPUP_CLOSED'), 'ConnectionError', 'Popup closed'],
  [
    new ConnectionError('FAILED_TO_INITIATE_SOCIAL'),
    'ConnectionError',
    'Failed to initiate social connection',
  ],
  [
    new ConnectionError('FAILED_TO_CONNECT_FARCASTER'),
    'ConnectionError',
    'Failed to connect to farcaster',
  ],
  [new ConnectionError('NO_AUTH_CONNECTOR'), 'ConnectionError', 'No auth connector found'],
  [
    new ConnectionError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL'),
    'ConnectionError',
    'Not connected to email or social',
  ],
  [new ConnectionError('FAILED_TO_DISCONNECT'), 'ConnectionError', 'Failed to disconnect'],
  [
    new ConnectionError('NO_CONNECTOR_FOR_CONNECTION'),
    'ConnectionError',
    'No connector found for a connection',
  ],
  [
    new ConnectionError('INVALID_CONNECTION_STATUS'),
    'ConnectionError',
    'Invalid connection status',
  ],
  [
    new ConnectionError('FAILED_TO_DISCONNECT_CHAINS', { values: { reason: 'wallet locked' } }),
    'ConnectionError',
    'Failed to disconnect chains: wallet locked',
  ],
  [new SiwxError('SIGN_MESSAGE_FAILED'), 'SiwxError', 'Error signing message'],
  [
    new SiwxError('INITIALIZE_FAILED'),
    'SiwxError',
    'A problem occurred while trying initialize authentication',
  ],
  [new SiwxError('NOT_ENABLED'), 'SiwxError', 'SIWX is not enabled'],
  [new SiwxError('NO_ACTIVE_CAIP_ADDRESS'), 'SiwxError', 'No ActiveCaipAddress found'],
  [
    new SiwxError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT'),
    'SiwxError',
    'No ActiveCaipNetwork or client found',
  ],
  [new SiwxError('NO_CONNECTION_CLIENT'), 'SiwxError', 'No ConnectionController client found'],
  [
    new SwapError('GAS_PRICE_NETWORK_UNSUPPORTED'),
    'SwapError',
    'Network not supported for Gas Price',
  ],
  [new SwapError('SWAPS_NETWORK_UNSUPPORTED'), 'SwapError', 'Network not supported for Swaps'],
  [
    new SendError('AMOUNT_AND_RECEIVER_REQUIRED'),
    'SendError',
    'An amount and receiver address are required',
  ],
  [new SendError('TOKEN_REQUIRED'), 'SendError', 'A token is required'],
  [new SendError('UNSUPPORTED_CHAIN'), 'SendError', 'Unsupported chain'],
  [new SendError('TRANSFER_FAILED'), 'SendError', 'Failed to send'],
  [new NameError('RESOLVE_FAILED'), 'NameError', 'Error resolving name'],
  [new NameError('FETCH_SUGGESTIONS_FAILED'), 'NameError', 'Error fetching name suggestions'],
  [new NameError('FETCH_NAMES_FAILED'), 'NameError', 'Error fetching names for address'],
  [new NameError('REGISTER_FAILED'), 'NameError', 'Error registering name'],
  [new NameError('NETWORK_NOT_FOUND'), 'NameError', 'Network not found'],
  [
    new NameError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'),
    'NameError',
    'Address or auth connector not found',
  ],
  [new NameError('INVALID_CHAIN_ID_FOR_COIN_TYPE'), 'NameError', 'Invalid chainId for coin type'],
  [new InternalError('CHAIN_ADAPTER_NOT_FOUND'), 'InternalError', 'Chain adapter not found'],
  [
    new InternalError('NOT_PROVIDED', { values: { name: 'connect' } }),
    'InternalError',
    'connect is not provided',
  ],
  [
    new InternalError('NETWORK_CLIENT_NOT_SET'),
    'InternalError',
    'NetworkController client not set',
  ],
  [
    new InternalError('CONNECTION_CLIENT_NOT_SET'),
    'InternalError',
    'ConnectionController client not set',
  ],
  [new InternalError('ADAPTER_NOT_FOUND'), 'InternalError', 'Adapter not found'],
  [new InternalError('IFRAME_NOT_SET'), 'InternalError', 'iframe is not set'],
  [new InternalError('PARENT_NOT_SET'), 'InternalError', 'parent is not set'],
  [
    new InternalError('WALLETCONNECT_CONNECTOR_NOT_FOUND'),
    'InternalError',
    'WalletConnectConnector not found',
  ],
  [
    new InternalError('CONNECTOR_CHAINS_UNSUPPORTED'),
    'InternalError',
    'The connector does not support any of the requested chains',
  ],
  [
    new InternalError('UNSUPPORTED_CHAIN_NAMESPACE'),
    'InternalError',
    'Unsupported chain namespace',
  ],
  [
    new InternalError('ADAPTER_FOR_NAMESPACE_MISSING', { values: { namespace: 'cosmos' } }),
    'InternalError',
    "Adapter for namespace cosmos doesn't exist",
  ],
  [
    new InternalError('SIWE_CONFIG_AND_SIWX'),
    'InternalError',
    'Cannot set both `siweConfig` and `siwx` options',
  ],
  [new InternalError('CHAIN_NOT_SUPPORTED'), 'InternalError', 'Chain is not supported'],
  [new FrameError('REQUEST_FAILED'), 'FrameError', 'An error occurred'],
  [new FrameError('RPC_ABORTED'), 'FrameError', 'Request was aborted'],
  [new FrameError('ABORTED'), 'FrameError', 'Something went wrong'],
  [new FrameError('LOAD_FAILED'), 'FrameError', 'Unable to load email login dependency'],
  [new FrameError('RPC_NOT_ALLOWED'), 'FrameError', 'Requested RPC call is not allowed'],
  [
    new FrameError('EMAIL_RATE_LIMITED', { values: { seconds: 27 } }),
    'FrameError',
    'Please try again after 27 seconds',
  ],
  [new WalletRequestError('ACTION_NOT_ALLOWED'), 'WalletRequestError', 'Action not allowed'],
  [new CaipError('INVALID_CAIP_NETWORK_ID'), 'CaipError', 'Invalid CAIP-2 network id'],
]

describe('error catalogue', () => {
  it.each(expected)('behavior: %s has name %s and text %j', (error, name, message) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
  })

  it('behavior: codes are unique within each class', () => {
    const keys = expected.map(([error]) => `${error.name}.${error.code}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('NameError.resolveFailed', () => {
  it('default: the catalogue text', () => {
    expect(NameError.resolveFailed().message).toBe('Error resolving name')
    expect(NameError.resolveFailed([{}]).message).toBe('Error resolving name')
  })

  it('behavior: the first reason description when there is one', () => {
    const cause = new Error('404')
    const error = NameError.resolveFailed(
      [{ description: 'Name not found' }, { description: 'x' }],
      cause,
    )
    expect(error.message).toBe('Name not found')
    expect(error.code).toBe('RESOLVE_FAILED')
    expect(error.cause).toBe(cause)
  })
})

describe('FrameError.fromReply', () => {
  it('behavior: the reply message, else the default', () => {
    expect(FrameError.fromReply('Invalid code').message).toBe('Invalid code')
    expect(FrameError.fromReply(undefined).message).toBe('An error occurred')
    expect(FrameError.fromReply('').message).toBe('An error occurred')
  })

  it('behavior: a catalogue text keeps its code across the window boundary', () => {
    expect(FrameError.fromReply('Requested RPC call is not allowed').code).toBe('RPC_NOT_ALLOWED')
    expect(FrameError.fromReply('Invalid code').code).toBe('REQUEST_FAILED')
  })
})

describe('FrameError.from', () => {
  it('behavior: a frame-channel error becomes a Latch error with its code and message', () => {
    const channelError = new FrameChannelError('REQUEST_TIMED_OUT')
    const error = FrameError.from(channelError)
    expect(error).toBeInstanceOf(FrameError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      code: 'REQUEST_TIMED_OUT',
      message: 'Embedded Wallet Request Timed Out',
      cause: channelError,
    })
    const reply = FrameChannelError.fromReply('Invalid code')
    expect(FrameError.from(reply)).toMatchObject({
      code: 'REQUEST_FAILED',
      message: 'Invalid code',
    })
  })

  it('behavior: any other error is kept as it is', () => {
    const other = new TypeError('boom')
    expect(FrameError.from(other)).toBe(other)
  })
})

describe('HttpError', () => {
  it('default: carries the status', () => {
    const error = new HttpError(404, { url: 'http://127.0.0.1/x' })
    expect(error.status).toBe(404)
    expect(error.code).toBe('HTTP_ERROR')
    expect(error.url).toBe('http://127.0.0.1/x')
    expect(error.message).toBe('HTTP request failed with status 404')
  })

  it('behavior: 429 is RATE_LIMITED and 5xx SERVER_ERROR', () => {
    expect(new HttpError(429).code).toBe('RATE_LIMITED')
    expect(new HttpError(500).code).toBe('SERVER_ERROR')
    expect(new HttpError(503).code).toBe('SERVER_ERROR')
    expect(new HttpError(499).code).toBe('HTTP_ERROR')
  })
})
