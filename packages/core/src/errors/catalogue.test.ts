import { FrameError as FrameChannelError } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import {
  AdapterError,
  adapterErrorMessages,
  CapabilityNotSupportedError,
  ConnectorNotFoundError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidCallsError,
  InvalidFeeRateError,
  InvalidMemoError,
  InvalidSignatureError,
  TransactionFailedError,
  WalletNotConnectedError,
} from './adapter.js'
import { BaseError, type BaseErrorOptions } from './base.js'
import {
  CaipError,
  caipErrorMessages,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from './caip.js'
import {
  ConfigError,
  configErrorMessages,
  FeatureNotEnabledError,
  InvalidConfigError,
} from './config.js'
import {
  ConnectionError,
  ConnectionRejectedError,
  connectionErrorMessages,
  FailedToConnectError,
  FailedToConnectFarcasterError,
  FailedToDisconnectChainsError,
  FailedToDisconnectError,
  FailedToInitiateSocialError,
  InvalidConnectionStatusError,
  InvalidEmailError,
  ModalClosedError,
  NoAuthConnectorError,
  NoConnectorForConnectionError,
  NotConnectedToEmailOrSocialError,
  OriginNotAllowedError,
  PopupClosedError,
} from './connection.js'
import {
  EmailRateLimitedError,
  FrameAbortedError,
  FrameError,
  FrameInvalidMessageError,
  FrameLoadFailedError,
  FrameRequestFailedError,
  FrameRequestTimedOutError,
  FrameRpcAbortedError,
  frameErrorMessages,
  IframeNotSetError,
  ParentNotSetError,
  RpcNotAllowedError,
  RpcUserRejectedError,
  UnverifiedDomainError,
} from './frame.js'
import {
  HttpError,
  HttpRateLimitedError,
  HttpRequestFailedError,
  HttpServerError,
  httpErrorMessages,
} from './http.js'
import {
  AdapterForNamespaceMissingError,
  ChainNotSupportedError,
  ClientDestroyedError,
  ConnectionClientNotSetError,
  ConnectorChainsUnsupportedError,
  InternalError,
  internalErrorMessages,
  NetworkClientNotSetError,
  NotProvidedError,
  RuntimeLoadFailedError,
  RuntimeNotLoadedError,
  SiweConfigAndSiwxError,
  UnsupportedChainNamespaceError,
  WalletConnectConnectorNotFoundError,
} from './internal.js'
import {
  AddressOrAuthConnectorNotFoundError,
  FetchNameSuggestionsError,
  FetchNamesError,
  InvalidChainIdForCoinTypeError,
  NameError,
  NameNetworkNotFoundError,
  nameErrorMessages,
  RegisterNameError,
  ResolveNameError,
} from './names.js'
import {
  AmountAndReceiverRequiredError,
  SendError,
  SendUnsupportedChainError,
  sendErrorMessages,
  TokenRequiredError,
  TransferFailedError,
} from './send.js'
import {
  ServiceError,
  ServiceInvalidResponseError,
  ServiceNetworkError,
  ServiceTimeoutError,
  serviceErrorMessages,
} from './service.js'
import {
  NoActiveCaipAddressError,
  SiwxError,
  SiwxInitializeFailedError,
  SiwxNotEnabledError,
  SiwxSignMessageFailedError,
  siwxErrorMessages,
} from './siwx.js'
import {
  GasPriceNetworkUnsupportedError,
  InsufficientLiquidityError,
  SlippageExceededError,
  SwapError,
  SwapFailedOnChainError,
  SwapsNetworkUnsupportedError,
  swapErrorMessages,
} from './swap.js'
import {
  ActionNotAllowedError,
  WalletRequestError,
  WalletRequestRejectedError,
  walletRequestErrorMessages,
} from './walletRequest.js'

type ErrorClass = abstract new (...args: never) => BaseError
type DomainConstructor = new (code: string, options?: BaseErrorOptions) => BaseError

type Row = {
  ErrorClass: ErrorClass
  /** The error made by its own class (`new ModalClosedError()`). */
  byClass: BaseError
  /** The same error made by its domain's constructor (`new ConnectionError('MODAL_CLOSED')`). */
  byCode: BaseError
  text: string
}

// The domain of a class of one error is the class it extends (`ConnectionError`).
function domainOf(ErrorClass: ErrorClass): ErrorClass {
  return Object.getPrototypeOf(ErrorClass)
}

function row<Options extends BaseErrorOptions | undefined>(
  ErrorClass: new (options: Options) => BaseError,
  text: string,
  ...[options]: undefined extends Options ? [options?: Options] : [options: Options]
): Row {
  const byClass = new ErrorClass(options as Options)
  const Domain = domainOf(ErrorClass) as unknown as DomainConstructor
  return { ErrorClass, byClass, byCode: new Domain(byClass.code, options), text }
}

function httpRow(status: number, ErrorClass: new (status: number) => HttpError, text: string): Row {
  return { ErrorClass, byClass: new ErrorClass(status), byCode: new HttpError(status), text }
}

// Every error of Latch with its text: each SPEC.md §8 text word for word, and Latch's own.
// Five §8 texts have no error any more, as nothing in Latch raises them: they name the
// internals of the reference product ("Chain adapter not found", "Adapter not found",
// "WalletConnectConnector not found", "No ActiveCaipNetwork or client found",
// "No ConnectionController client found").
const rows: Row[] = [
  row(CapabilityNotSupportedError, 'Token transfer is not supported on bip122', {
    values: { capability: 'Token transfer', namespace: 'bip122' },
  }),
  row(ConnectorNotFoundError, 'No connector found with id io.rabby', {
    values: { connectorId: 'io.rabby' },
  }),
  row(WalletNotConnectedError, 'The wallet is not connected'),
  row(InvalidAddressError, 'Invalid address'),
  row(InvalidAmountError, 'Invalid amount'),
  row(InvalidFeeRateError, 'Invalid fee rate'),
  row(InvalidSignatureError, 'Invalid signature'),
  row(InvalidMemoError, 'Invalid memo'),
  row(InvalidCallsError, 'Invalid wallet_sendCalls: no calls', { values: { reason: 'no calls' } }),
  row(TransactionFailedError, 'Transaction 0xab failed', { values: { id: '0xab' } }),
  row(InvalidCaipNetworkIdError, 'Invalid CAIP-2 network id'),
  row(InvalidCaipAddressError, 'Invalid CAIP address'),
  row(InvalidConfigError, 'Invalid Latch configuration: networks: empty', {
    values: { issues: 'networks: empty' },
  }),
  row(
    FeatureNotEnabledError,
    'The smartSessions feature is not enabled: set features.smartSessions to true',
    { values: { feature: 'smartSessions' } },
  ),
  row(ModalClosedError, 'Modal closed'),
  row(ConnectionRejectedError, 'Connection rejected'),
  row(FailedToConnectError, 'Failed to connect'),
  row(PopupClosedError, 'Popup closed'),
  row(FailedToInitiateSocialError, 'Failed to initiate social connection'),
  row(FailedToConnectFarcasterError, 'Failed to connect to farcaster'),
  row(NoAuthConnectorError, 'No auth connector found'),
  row(NotConnectedToEmailOrSocialError, 'Not connected to email or social'),
  row(FailedToDisconnectError, 'Failed to disconnect'),
  row(NoConnectorForConnectionError, 'No connector found for a connection'),
  row(InvalidConnectionStatusError, 'Invalid connection status'),
  row(FailedToDisconnectChainsError, 'Failed to disconnect chains: wallet locked', {
    values: { reason: 'wallet locked' },
  }),
  row(InvalidEmailError, 'Invalid email address'),
  row(OriginNotAllowedError, 'Origin Not Allowed'),
  row(FrameRequestFailedError, 'An error occurred'),
  row(FrameRpcAbortedError, 'Request was aborted'),
  row(FrameAbortedError, 'Something went wrong'),
  row(FrameRequestTimedOutError, 'Embedded Wallet Request Timed Out'),
  row(FrameInvalidMessageError, 'Invalid input'),
  row(IframeNotSetError, 'iframe is not set'),
  row(ParentNotSetError, 'parent is not set'),
  row(FrameLoadFailedError, 'Unable to load email login dependency'),
  row(UnverifiedDomainError, 'Unverified Domain'),
  row(RpcNotAllowedError, 'Requested RPC call is not allowed'),
  row(RpcUserRejectedError, 'User rejected the request.'),
  row(EmailRateLimitedError, 'Please try again after 27 seconds', { values: { seconds: 27 } }),
  httpRow(404, HttpRequestFailedError, 'HTTP request failed with status 404'),
  httpRow(429, HttpRateLimitedError, 'Rate limited'),
  httpRow(503, HttpServerError, 'Server error'),
  row(NetworkClientNotSetError, 'NetworkController client not set'),
  row(ConnectionClientNotSetError, 'ConnectionController client not set'),
  row(
    ConnectorChainsUnsupportedError,
    'The connector does not support any of the requested chains',
  ),
  row(UnsupportedChainNamespaceError, 'Unsupported chain namespace'),
  row(AdapterForNamespaceMissingError, "Adapter for namespace cosmos doesn't exist", {
    values: { namespace: 'cosmos' },
  }),
  row(SiweConfigAndSiwxError, 'Cannot set both `siweConfig` and `siwx` options'),
  row(ChainNotSupportedError, 'Chain is not supported'),
  row(WalletConnectConnectorNotFoundError, 'WalletConnectConnector not found'),
  row(RuntimeNotLoadedError, 'Latch is still loading: await latch.preload() before using actors'),
  row(RuntimeLoadFailedError, 'Latch could not load its state machines: offline', {
    values: { reason: 'offline' },
  }),
  row(ClientDestroyedError, 'This Latch client has been destroyed'),
  row(NotProvidedError, 'connect is not provided', { values: { name: 'connect' } }),
  row(ResolveNameError, 'Error resolving name'),
  row(FetchNameSuggestionsError, 'Error fetching name suggestions'),
  row(FetchNamesError, 'Error fetching names for address'),
  row(RegisterNameError, 'Error registering name'),
  row(NameNetworkNotFoundError, 'Network not found'),
  row(AddressOrAuthConnectorNotFoundError, 'Address or auth connector not found'),
  row(InvalidChainIdForCoinTypeError, 'Invalid chainId for coin type'),
  row(AmountAndReceiverRequiredError, 'An amount and receiver address are required'),
  row(TokenRequiredError, 'A token is required'),
  row(SendUnsupportedChainError, 'Unsupported chain'),
  row(TransferFailedError, 'Failed to send'),
  row(ServiceInvalidResponseError, 'Unexpected response from http://x/e', {
    values: { url: 'http://x/e' },
  }),
  row(ServiceTimeoutError, 'No response from http://x/e within 10 ms', {
    values: { url: 'http://x/e', ms: 10 },
  }),
  row(ServiceNetworkError, 'Could not reach http://x/e', { values: { url: 'http://x/e' } }),
  row(SiwxSignMessageFailedError, 'Error signing message'),
  row(SiwxInitializeFailedError, 'A problem occurred while trying initialize authentication'),
  row(SiwxNotEnabledError, 'SIWX is not enabled'),
  row(NoActiveCaipAddressError, 'No ActiveCaipAddress found'),
  row(GasPriceNetworkUnsupportedError, 'Network not supported for Gas Price'),
  row(SwapsNetworkUnsupportedError, 'Network not supported for Swaps'),
  row(InsufficientLiquidityError, 'Insufficient liquidity'),
  row(
    SlippageExceededError,
    'The price moved more than your slippage tolerance. Review the new quote and try again.',
  ),
  row(SwapFailedOnChainError, 'The swap failed on chain'),
  row(ActionNotAllowedError, 'Action not allowed'),
  row(WalletRequestRejectedError, 'Request rejected'),
]

// Each domain with its stable name and its catalogue.
const domains = new Map<ErrorClass, [name: string, catalogue: Readonly<Record<string, string>>]>([
  [AdapterError, ['AdapterError', adapterErrorMessages]],
  [CaipError, ['CaipError', caipErrorMessages]],
  [ConfigError, ['ConfigError', configErrorMessages]],
  [ConnectionError, ['ConnectionError', connectionErrorMessages]],
  [FrameError, ['FrameError', frameErrorMessages]],
  [HttpError, ['HttpError', httpErrorMessages]],
  [InternalError, ['InternalError', internalErrorMessages]],
  [NameError, ['NameError', nameErrorMessages]],
  [SendError, ['SendError', sendErrorMessages]],
  [ServiceError, ['ServiceError', serviceErrorMessages]],
  [SiwxError, ['SiwxError', siwxErrorMessages]],
  [SwapError, ['SwapError', swapErrorMessages]],
  [WalletRequestError, ['WalletRequestError', walletRequestErrorMessages]],
])

describe('error catalogue', () => {
  it.each(rows)(
    'behavior: $ErrorClass.name has the text $text',
    ({ byClass, ErrorClass, text }) => {
      const Domain = domainOf(ErrorClass)
      expect(byClass).toBeInstanceOf(ErrorClass)
      expect(byClass).toBeInstanceOf(Domain)
      expect(byClass).toBeInstanceOf(BaseError)
      expect(byClass.name).toBe(domains.get(Domain)?.[0])
      expect(byClass.message).toBe(text)
      expect(byClass.shortMessage).toBe(text)
    },
  )

  it.each(rows)("behavior: the domain's constructor makes a $ErrorClass.name", (entry) => {
    const { byClass, byCode, ErrorClass } = entry
    const Domain = domainOf(ErrorClass)
    // The domain makes an instance of its own (it does not load the codes' classes), which
    // is an instance of the code's class through `instanceof`.
    expect(byCode).toBeInstanceOf(ErrorClass)
    expect(byCode).toBeInstanceOf(Domain)
    expect(byCode).toBeInstanceOf(BaseError)
    expect(byCode.constructor).toBe(Domain)
    expect(byCode).toMatchObject({
      name: byClass.name,
      code: byClass.code,
      message: byClass.message,
      shortMessage: byClass.shortMessage,
    })
  })

  it('behavior: each class is the class of one code only', () => {
    expect(new Set(rows.map((entry) => entry.ErrorClass)).size).toBe(rows.length)
    for (const { ErrorClass } of rows) {
      const others = rows.filter((other) => other.ErrorClass !== ErrorClass)
      for (const other of others) {
        expect(other.byCode).not.toBeInstanceOf(ErrorClass)
        expect(other.byClass).not.toBeInstanceOf(ErrorClass)
      }
    }
  })

  it('behavior: an error of another class with the same code is not an instance', () => {
    // The code alone does not make it one: the error must be of the class's domain.
    const notConnected = new AdapterError('NOT_CONNECTED')
    expect(notConnected).toBeInstanceOf(WalletNotConnectedError)
    expect(Object.assign(new Error('x'), { code: 'NOT_CONNECTED' })).not.toBeInstanceOf(
      WalletNotConnectedError,
    )
    expect(null).not.toBeInstanceOf(WalletNotConnectedError)
  })

  it('behavior: every code of every catalogue has its class and a row here', () => {
    for (const [Domain, [, catalogue]] of domains) {
      const codes = rows
        .filter((entry) => domainOf(entry.ErrorClass) === Domain)
        .map((entry) => entry.byClass.code)
      expect(codes.sort()).toEqual(Object.keys(catalogue).sort())
    }
    expect(rows.every((entry) => domains.has(domainOf(entry.ErrorClass)))).toBe(true)
  })

  it('behavior: an unknown code (from plain JavaScript) keeps the domain class and shows the code', () => {
    const error = new ConnectionError('NOT_A_CODE' as never)
    expect(error.constructor).toBe(ConnectionError)
    expect(error.message).toBe('NOT_A_CODE')
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
    expect(error).toBeInstanceOf(ResolveNameError)
    expect(error.message).toBe('Name not found')
    expect(error.shortMessage).toBe('Name not found')
    expect(error.code).toBe('RESOLVE_FAILED')
    expect(error.cause).toBe(cause)
  })
})

describe('FrameError.fromReply', () => {
  it('behavior: the reply message, else the default', () => {
    expect(FrameError.fromReply('Invalid code').message).toBe('Invalid code')
    expect(FrameError.fromReply('Invalid code').shortMessage).toBe('Invalid code')
    expect(FrameError.fromReply(undefined).message).toBe('An error occurred')
    expect(FrameError.fromReply('').message).toBe('An error occurred')
  })

  it('behavior: a catalogue text keeps its code and class across the window boundary', () => {
    const notAllowed = FrameError.fromReply('Requested RPC call is not allowed')
    expect(notAllowed.code).toBe('RPC_NOT_ALLOWED')
    expect(notAllowed).toBeInstanceOf(RpcNotAllowedError)
    expect(FrameError.fromReply('Invalid code')).toBeInstanceOf(FrameRequestFailedError)
  })
})

describe('FrameError.from', () => {
  it('behavior: a frame-channel error becomes a Latch error with its code and message', () => {
    const channelError = new FrameChannelError('REQUEST_TIMED_OUT')
    const error = FrameError.from(channelError)
    expect(error).toBeInstanceOf(FrameRequestTimedOutError)
    expect(error).toBeInstanceOf(FrameError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      code: 'REQUEST_TIMED_OUT',
      message: 'Embedded Wallet Request Timed Out',
      shortMessage: 'Embedded Wallet Request Timed Out',
      cause: channelError,
    })
    const reply = FrameChannelError.fromReply('Invalid code')
    expect(FrameError.from(reply)).toMatchObject({
      code: 'REQUEST_FAILED',
      message: 'Invalid code',
      shortMessage: 'Invalid code',
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

  it('behavior: 429 is RATE_LIMITED and 5xx SERVER_ERROR, each with its class', () => {
    expect(new HttpError(429)).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
    expect(new HttpError(429)).toBeInstanceOf(HttpRateLimitedError)
    expect(new HttpError(500).code).toBe('SERVER_ERROR')
    expect(new HttpError(503, { url: 'http://127.0.0.1/x' })).toMatchObject({
      code: 'SERVER_ERROR',
      status: 503,
      url: 'http://127.0.0.1/x',
    })
    expect(new HttpError(503)).toBeInstanceOf(HttpServerError)
    expect(new HttpError(499).code).toBe('HTTP_ERROR')
    expect(new HttpError(499)).toBeInstanceOf(HttpRequestFailedError)
  })
})
