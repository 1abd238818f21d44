import type {
  AppEventPayload,
  EmbeddedAccountType,
  FrameChannelLogger,
  FrameChannelPortParameters,
  RpcChainNamespace,
} from '@latch/frame-protocol'
import type { AlertCode } from '../errors/alerts.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { LatchStorage } from '../storage/createStorage.js'
import { type AuthConnector, type AuthThemePayload, createAuthConnector } from './authConnector.js'
import type { AuthProviderTarget } from './authProvider.js'
import {
  type AuthProviderEmit,
  createEmbeddedWalletRequests,
  type EmbeddedWalletRequests,
} from './embeddedWalletRequests.js'
import {
  createSecureFrameHost,
  type FrameLifecycle,
  type SecureFrameDocument,
  type SecureFrameHost,
} from './secureFrameHost.js'
import { listenForSocialResult } from './socialResult.js'
import type { ApproveWalletRequest } from './walletRequestApproval.js'

export type AuthSessionParameters = {
  /** The frame page with its query (see `secureFrameUrl`). */
  url: string
  storage: LatchStorage
  showAlert: (code: AlertCode) => void
  /** The client's frame lifecycle machine (system id `frame`), which the frame is told to. */
  lifecycle: FrameLifecycle
  networks: readonly CaipNetwork[]
  dappData: AppEventPayload<'APP_SYNC_DAPP_DATA'>
  /** The modal's theme, when the site has given one. */
  theme: () => AuthThemePayload | undefined
  /** The site's eip155 account type, told to the frame with each read of the user. */
  defaultAccountType?: EmbeddedAccountType
  /** Tells a namespace's auth provider listeners of an event. */
  emit: (namespace: RpcChainNamespace) => AuthProviderEmit
  /** Takes signing requests through ApproveTransaction (see `createEmbeddedWalletRequests`). */
  approve?: ApproveWalletRequest | undefined
  document?: SecureFrameDocument
  listen?: FrameChannelPortParameters['listen']
  logger?: FrameChannelLogger
}

/** The embedded wallet once loaded: its frame, its connector, and each namespace's provider. */
export type AuthSession = {
  host: SecureFrameHost
  connector: AuthConnector
  /** What the auth provider of `namespace` forwards to (made on first use). */
  provider(namespace: RpcChainNamespace): AuthProviderTarget
  /**
   * Calls `onResult` with the result address the social popup (`popup()`) posts from the
   * secure site's origin; returns the unsubscribe.
   */
  listenForSocialResult(popup: () => unknown, onResult: (resultUri: string) => void): () => void
  /** Removes the frame and stops listening. */
  destroy(): void
}

/**
 * Loads the embedded wallet: the secure frame host (the frame itself is inserted by the first
 * request), the auth connector over it, and the wallet of each namespace. A session update
 * from the frame makes each namespace read its user again; namespaces signing out together
 * (disconnecting the embedded wallet disconnects them all) share one sign-out. This module is
 * imported on demand: only when email or social login is used or an auth session is restored.
 */
export function createAuthSession({
  url,
  storage,
  showAlert,
  lifecycle,
  networks,
  dappData,
  theme,
  defaultAccountType,
  emit,
  approve,
  document,
  listen,
  logger,
}: AuthSessionParameters): AuthSession {
  const host = createSecureFrameHost({
    url,
    lifecycle,
    ...(document ? { document } : {}),
    ...(listen ? { listen } : {}),
    ...(logger ? { logger } : {}),
  })
  const connector = createAuthConnector({
    host,
    storage,
    showAlert,
    dappData,
    theme,
    ...(defaultAccountType ? { defaultAccountType } : {}),
  })
  const providers = new Map<RpcChainNamespace, EmbeddedWalletRequests>()
  let signingOut: Promise<void> | undefined
  const signOut = () => {
    signingOut ??= connector.signOut().finally(() => {
      signingOut = undefined
    })
    return signingOut
  }
  function requestsOf(namespace: RpcChainNamespace): EmbeddedWalletRequests {
    let requests = providers.get(namespace)
    if (!requests) {
      requests = createEmbeddedWalletRequests({
        connector,
        namespace,
        networks,
        storage,
        emit: emit(namespace),
        signOut,
        approve,
      })
      providers.set(namespace, requests)
    }
    return requests
  }
  const stopSessionUpdates = connector.onSessionUpdate(() => {
    for (const requests of providers.values()) void requests.refresh()
  })
  return {
    host,
    connector,
    provider: requestsOf,
    listenForSocialResult: (popup, onResult) =>
      listenForSocialResult({
        origin: host.origin,
        source: popup,
        onResult,
        ...(listen ? { listen } : {}),
      }),
    destroy() {
      stopSessionUpdates()
      host.destroy()
    },
  }
}
