import type { SignClient } from '@walletconnect/sign-client'

type SignClientCore = Awaited<ReturnType<typeof SignClient.init>>['core']
type Resolve = SignClientCore['verify']['resolve']

/**
 * Turns off what sign-client 2.25 asks of WalletConnect's own servers, for Latch contacts no
 * host the site did not configure. Its Verify API, on by default and with no switch but a test
 * run's environment variable: `register()` loads an iframe of verify.walletconnect.org for
 * every proposal and request the site sends (in a browser), so that the wallet can check the
 * page's origin; `resolve()` fetches attestations and the server's public key for what a peer
 * sends. Without them a wallet shows the site's origin as unverified ("UNKNOWN"), as it does
 * for every dapp outside a browser.
 *
 * The core's other vendor hosts stay unreached without this: its event client posts to
 * pulse.walletconnect.org only with telemetry on (Latch turns it off) or when its `init()` is
 * called, which sign-client never does; its echo client (echo.walletconnect.com, a wallet's push
 * notifications) is called by no code but a wallet's own.
 */
export function turnOffVendorServices(core: SignClientCore): void {
  core.verify.register = async () => undefined
  // The SDK's own resolve answers nothing (undefined) whenever it has no attestation; its type
  // does not say so.
  core.verify.resolve = (async () => undefined) as unknown as Resolve
}
