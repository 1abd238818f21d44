import { describe, expectTypeOf, it } from 'vitest'
import type { AuthThemePayload } from '../auth/authConnector.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchActors } from '../client/latchActors.js'
import type { LatchClient } from '../client/latchClient.js'
import type { SocialProvider } from '../config/features.js'
import type { AdapterError } from '../errors/adapter.js'
import type { BaseError } from '../errors/base.js'
import type {
  ConnectionError,
  ConnectionRejectedError,
  NoAuthConnectorError,
} from '../errors/connection.js'
import type { FrameError, FrameRequestFailedError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import type { NameError } from '../errors/names.js'
import type { SendError } from '../errors/send.js'
import type { SiwxError, SiwxNotEnabledError } from '../errors/siwx.js'
import type { RouterEntry } from '../machines/views.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { AccountData } from '../services/accountData.js'
import type { WalletRegistry } from '../services/walletRegistry.js'
import type { Connection } from '../storage/schemas.js'
import { checkOrigin } from './checkOrigin.js'
import { type ConnectErrorType, type ConnectParameters, connect } from './connect.js'
import { type DisconnectErrorType, type DisconnectParameters, disconnect } from './disconnect.js'
import { dismissAlert } from './dismissAlert.js'
import { getAccountData } from './getAccountData.js'
import { getActors } from './getActors.js'
import {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  getNameSuggestions,
} from './getNameSuggestions.js'
import { getWalletRegistry } from './getWalletRegistry.js'
import {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  registerName,
} from './registerName.js'
import { rejectWalletRequests } from './rejectWalletRequests.js'
import { type RouteParameters, route } from './route.js'
import { type SendTokensErrorType, type SendTokensParameters, sendTokens } from './sendTokens.js'
import { type ShowSecureFrameParameters, showSecureFrame } from './showSecureFrame.js'
import { type SignInErrorType, signIn } from './signIn.js'
import {
  type StartSocialLoginErrorType,
  type StartSocialLoginParameters,
  startSocialLogin,
} from './startSocialLogin.js'
import {
  type SubmitEmailErrorType,
  type SubmitEmailParameters,
  submitEmail,
} from './submitEmail.js'
import {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  switchNetwork,
} from './switchNetwork.js'
import { syncAuthTheme } from './syncAuthTheme.js'
import {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  updateEmail,
} from './updateEmail.js'
import { type WaitForEmailCodeErrorType, waitForEmailCode } from './waitForEmailCode.js'
import { waitForUpdateEmailPrimaryCode } from './waitForUpdateEmailPrimaryCode.js'
import { waitForUpdateEmailSecondaryCode } from './waitForUpdateEmailSecondaryCode.js'

// Checked by `tsc` (the typecheck task); a `@ts-expect-error` that no longer errors fails it.
// Nothing here runs, so the client is only declared.
declare const latch: LatchClient

describe('connect', () => {
  it('parameters: connectorId is required, namespace optional', () => {
    expectTypeOf(connect).parameter(1).toEqualTypeOf<ConnectParameters>()
    expectTypeOf<ConnectParameters>().toEqualTypeOf<{
      connectorId: string
      namespace?: ChainNamespace | undefined
    }>()
    // @ts-expect-error: connectorId is required
    connect(latch, { namespace: 'solana' })
    // @ts-expect-error: near is not one of Latch's namespaces
    connect(latch, { connectorId: 'io.metamask', namespace: 'near' })
  })

  it('behavior: resolves with the Connection; its errors are BaseErrors', () => {
    expectTypeOf(connect).returns.toEqualTypeOf<Promise<Connection>>()
    expectTypeOf<ConnectErrorType>().toEqualTypeOf<ConnectionError | InternalError>()
    expectTypeOf<ConnectErrorType>().toExtend<BaseError>()
    expectTypeOf<ConnectionRejectedError>().toExtend<ConnectErrorType>()
  })
})

describe('disconnect', () => {
  it('parameters: all optional; closeModal is a boolean or whenNoneLeft', () => {
    expectTypeOf(disconnect).parameter(1).toEqualTypeOf<DisconnectParameters | undefined>()
    expectTypeOf<{ closeModal: 'whenNoneLeft' }>().toExtend<DisconnectParameters>()
    disconnect(latch)
    disconnect(latch, {})
    // @ts-expect-error: closeModal takes only 'whenNoneLeft' besides a boolean
    disconnect(latch, { closeModal: 'always' })
  })

  it('behavior: resolves with nothing; its errors are BaseErrors', () => {
    expectTypeOf(disconnect).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<DisconnectErrorType>().toExtend<BaseError>()
  })
})

describe('switchNetwork', () => {
  it('parameters: network is required, confirm optional', () => {
    expectTypeOf(switchNetwork).parameter(1).toEqualTypeOf<SwitchNetworkParameters>()
    expectTypeOf<SwitchNetworkParameters>().toEqualTypeOf<{
      network: CaipNetwork
      confirm?: boolean | undefined
    }>()
    // @ts-expect-error: network is required
    switchNetwork(latch, { confirm: true })
    // @ts-expect-error: a network is a CaipNetwork, not its id
    switchNetwork(latch, { network: 'eip155:1' })
  })

  it("behavior: resolves with nothing; its errors are Latch's, or the wallet's own", () => {
    expectTypeOf(switchNetwork).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<SwitchNetworkErrorType>().toEqualTypeOf<
      ConnectionError | AdapterError | InternalError | Error
    >()
    expectTypeOf<SwitchNetworkErrorType>().toExtend<Error>()
  })
})

describe('route', () => {
  it('parameters: a router event whose entry is typed by view', () => {
    expectTypeOf(route).parameter(1).toEqualTypeOf<RouteParameters>()
    expectTypeOf<{ type: 'router.back' }>().toExtend<RouteParameters>()
    expectTypeOf<{ type: 'router.push' } & RouterEntry>().toExtend<RouteParameters>()
    route(latch, { type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'x' } })
    // @ts-expect-error: ConnectingExternal needs its connector
    route(latch, { type: 'router.push', view: 'ConnectingExternal' })
    // @ts-expect-error: no such view
    route(latch, { type: 'router.push', view: 'Settings' })
    // @ts-expect-error: no such navigation
    route(latch, { type: 'router.forward' })
  })

  it('behavior: returns nothing, at once', () => {
    expectTypeOf(route).returns.toEqualTypeOf<void>()
  })
})

describe('signIn', () => {
  it('parameters: the client only', () => {
    expectTypeOf(signIn).parameters.toEqualTypeOf<[LatchClient]>()
    // @ts-expect-error: signIn takes no parameters
    signIn(latch, {})
  })

  it('behavior: resolves with nothing; its errors are BaseErrors', () => {
    expectTypeOf(signIn).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<SignInErrorType>().toEqualTypeOf<SiwxError | InternalError>()
    expectTypeOf<SignInErrorType>().toExtend<BaseError>()
    expectTypeOf<SiwxNotEnabledError>().toExtend<SignInErrorType>()
  })
})

describe('sendTokens', () => {
  it('parameters: amount and to are required strings; token and namespace optional', () => {
    expectTypeOf(sendTokens).parameter(1).toEqualTypeOf<SendTokensParameters>()
    expectTypeOf<{ amount: string; to: string }>().toExtend<SendTokensParameters>()
    // @ts-expect-error: the receiver is required
    sendTokens(latch, { amount: '1' })
    // @ts-expect-error: a decimal string, not a number of wei
    sendTokens(latch, { amount: 1n, to: '0x' })
    // @ts-expect-error: a token needs its decimals and symbol
    sendTokens(latch, { amount: '1', to: '0x', token: { address: '0xusdc' } })
  })

  it('behavior: resolves with the hash; its errors are BaseErrors', () => {
    expectTypeOf(sendTokens).returns.toEqualTypeOf<Promise<{ hash: string }>>()
    expectTypeOf<SendTokensErrorType>().toEqualTypeOf<SendError | AdapterError | InternalError>()
    expectTypeOf<SendTokensErrorType>().toExtend<BaseError>()
  })
})

describe('registerName', () => {
  it('parameters: name is required', () => {
    expectTypeOf(registerName).parameter(1).toEqualTypeOf<RegisterNameParameters>()
    expectTypeOf<RegisterNameParameters>().toEqualTypeOf<{ name: string }>()
    // @ts-expect-error: name is required
    registerName(latch, {})
  })

  it('behavior: resolves with nothing; its errors are BaseErrors', () => {
    expectTypeOf(registerName).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<RegisterNameErrorType>().toEqualTypeOf<NameError | InternalError>()
    expectTypeOf<RegisterNameErrorType>().toExtend<BaseError>()
  })
})

describe('getNameSuggestions', () => {
  it('parameters: name is required, signal optional', () => {
    expectTypeOf(getNameSuggestions).parameter(1).toEqualTypeOf<GetNameSuggestionsParameters>()
    expectTypeOf<GetNameSuggestionsParameters>().toEqualTypeOf<{
      name: string
      signal?: AbortSignal | undefined
    }>()
    // @ts-expect-error: name is required
    getNameSuggestions(latch, { signal: new AbortController().signal })
  })

  it('behavior: resolves with read-only names; rejects with a NameError, or an abort', () => {
    expectTypeOf(getNameSuggestions).returns.toEqualTypeOf<Promise<readonly string[]>>()
    expectTypeOf<GetNameSuggestionsErrorType>().toEqualTypeOf<NameError | DOMException>()
    expectTypeOf<GetNameSuggestionsErrorType>().toExtend<Error>()
  })
})

describe('submitEmail', () => {
  it('parameters: email is required', () => {
    expectTypeOf(submitEmail).parameter(1).toEqualTypeOf<SubmitEmailParameters>()
    expectTypeOf<SubmitEmailParameters>().toEqualTypeOf<{ email: string }>()
    // @ts-expect-error: the parameters are an object
    submitEmail(latch, 'ada@example.com')
  })

  it('behavior: resolves with a step of the login; its errors are BaseErrors', () => {
    expectTypeOf(submitEmail).returns.resolves.toEqualTypeOf<
      'awaitingOtp' | 'awaitingDeviceApproval' | 'connected'
    >()
    expectTypeOf<SubmitEmailErrorType>().toEqualTypeOf<
      ConnectionError | FrameError | InternalError
    >()
    expectTypeOf<FrameRequestFailedError>().toExtend<SubmitEmailErrorType>()
    expectTypeOf<SubmitEmailErrorType>().toExtend<BaseError>()
    expectTypeOf<NoAuthConnectorError>().toExtend<SubmitEmailErrorType>()
  })
})

describe('waitForEmailCode', () => {
  it('parameters: the client only; resolves with nothing; its errors are BaseErrors', () => {
    expectTypeOf(waitForEmailCode).parameters.toEqualTypeOf<[LatchClient]>()
    expectTypeOf(waitForEmailCode).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<WaitForEmailCodeErrorType>().toExtend<BaseError>()
  })
})

describe('startSocialLogin', () => {
  it('parameters: provider is required, one of the social providers', () => {
    expectTypeOf(startSocialLogin).parameter(1).toEqualTypeOf<StartSocialLoginParameters>()
    expectTypeOf<StartSocialLoginParameters>().toEqualTypeOf<{ provider: SocialProvider }>()
    startSocialLogin(latch, { provider: 'farcaster' })
    // @ts-expect-error: provider is required
    startSocialLogin(latch, {})
    // @ts-expect-error: not a provider the frame knows
    startSocialLogin(latch, { provider: 'myspace' })
  })

  it('behavior: resolves with nothing; its errors are BaseErrors', () => {
    expectTypeOf(startSocialLogin).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<StartSocialLoginErrorType>().toExtend<BaseError>()
  })
})

describe('updateEmail and its codes', () => {
  it('parameters: email is required', () => {
    expectTypeOf(updateEmail).parameter(1).toEqualTypeOf<UpdateEmailParameters>()
    expectTypeOf<UpdateEmailParameters>().toEqualTypeOf<{ email: string }>()
    // @ts-expect-error: email is required
    updateEmail(latch, {})
  })

  it('behavior: updateEmail resolves with the first code asked for; its errors are BaseErrors', () => {
    expectTypeOf(updateEmail).returns.toEqualTypeOf<
      Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
    >()
    expectTypeOf<UpdateEmailErrorType>().toExtend<BaseError>()
  })

  it('behavior: the primary code resolves with nothing, the secondary with the new email', () => {
    expectTypeOf(waitForUpdateEmailPrimaryCode).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(waitForUpdateEmailSecondaryCode).returns.toEqualTypeOf<Promise<string>>()
  })
})

describe('the secure frame', () => {
  it('parameters: showSecureFrame requires the rect; syncAuthTheme a theme payload', () => {
    expectTypeOf(showSecureFrame).parameter(1).toEqualTypeOf<ShowSecureFrameParameters>()
    showSecureFrame(latch, { rect: { top: 0, left: 0, width: 1, height: 1 }, zIndex: 51 })
    // @ts-expect-error: rect is required
    showSecureFrame(latch, { zIndex: 51 })
    // @ts-expect-error: a rect has its four sides
    showSecureFrame(latch, { rect: { top: 0, left: 0 } })
    expectTypeOf(syncAuthTheme).parameter(1).toEqualTypeOf<AuthThemePayload>()
    // @ts-expect-error: the theme mode is light or dark
    syncAuthTheme(latch, { themeMode: 'sepia' })
    expectTypeOf(showSecureFrame).returns.toEqualTypeOf<void>()
    expectTypeOf(syncAuthTheme).returns.toEqualTypeOf<void>()
  })
})

describe('actions without parameters', () => {
  it('behavior: their results', () => {
    expectTypeOf(getActors).returns.toEqualTypeOf<LatchActors>()
    expectTypeOf(getAccountData).returns.toEqualTypeOf<AccountData | undefined>()
    expectTypeOf(getWalletRegistry).returns.toEqualTypeOf<WalletRegistry | undefined>()
    expectTypeOf(checkOrigin).returns.toEqualTypeOf<Promise<boolean>>()
    expectTypeOf(dismissAlert).returns.toEqualTypeOf<void>()
    expectTypeOf(rejectWalletRequests).returns.toEqualTypeOf<void>()
    // @ts-expect-error: the client is required
    dismissAlert()
  })

  it('behavior: a network is no client', () => {
    // @ts-expect-error: the client comes first
    connect(mainnet, { connectorId: 'io.metamask' })
  })
})
