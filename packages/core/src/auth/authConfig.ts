import type { FrameMessageEvent } from '@latch/frame-protocol'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { SecureFrameDocument } from './secureFrameHost.js'
import type { SocialPopupOpener } from './socialPopup.js'

/**
 * The secure frame of the hosted embedded wallet, used when `auth` gives no `frameUrl`. A site
 * that runs `@latch/server` itself passes the frame page of that server instead.
 */
export const DEFAULT_SECURE_FRAME_URL = 'https://secure.latch.dev/frame'

/** The embedded wallet (email and social login through the secure frame). */
export type AuthConfig = {
  /**
   * The secure frame's page, on an origin of its own (https, or http on loopback);
   * {@link DEFAULT_SECURE_FRAME_URL} by default. Messages go to exactly its origin.
   */
  frameUrl?: string
  /** Whether the frame logs what it does to the console (its `enableLogger` query). */
  enableLogger?: boolean
  /**
   * The window the frame is inserted into, whose `message` events carry its answers and which
   * opens the social popup: the page's `window` by default. Tests pass a fake secure frame's
   * (`createFakeSecureFrame` of `@latch/core/conformance`).
   */
  window?: AuthWindow
}

/** The part of `window` the embedded wallet uses. */
export type AuthWindow = SocialPopupOpener & {
  /** The page's origin is checked against the project's allowed origins (SPEC.md §5). */
  location: { origin: string }
  document: SecureFrameDocument
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
}

export type SecureFrameUrlParameters = {
  frameUrl: string
  projectId: string | undefined
  /** The network the frame starts on: its CAIP-2 id and first RPC URL go in the query. */
  network: CaipNetwork | undefined
  version: string
  enableLogger: boolean
}

/**
 * The address the frame is loaded from: the configured page with the query of SPEC.md §7
 * "Embedded frame" (`projectId`, `chainId`, `version`, `enableLogger`, `rpcUrl`). The chain id
 * is the network's CAIP-2 id (`eip155:1`), as every frame payload writes it.
 *
 * @example
 * secureFrameUrl({ frameUrl: 'http://127.0.0.1:8787/frame', projectId: 'local', network: localhost, version: '0.1.0', enableLogger: false })
 * // 'http://127.0.0.1:8787/frame?projectId=local&chainId=eip155%3A31337&version=0.1.0&enableLogger=false&rpcUrl=…'
 */
export function secureFrameUrl({
  frameUrl,
  projectId,
  network,
  version,
  enableLogger,
}: SecureFrameUrlParameters): string {
  const url = new URL(frameUrl)
  if (projectId) url.searchParams.set('projectId', projectId)
  if (network) url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('version', version)
  url.searchParams.set('enableLogger', String(enableLogger))
  const rpcUrl = network?.rpcUrls.default.http[0]
  if (rpcUrl) url.searchParams.set('rpcUrl', rpcUrl)
  return url.href
}
