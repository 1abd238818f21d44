// Keplr's page script, set up as the extension's own injected script does with the code Keplr
// ships on npm: @keplr-wallet/provider's `InjectedKeplr` (every call a `window.postMessage` to
// the content script) put on the page by `injectKeplrToWindow`, which defines `window.keplr`
// and the `getOfflineSigner*` shortcuts, unwritable. Only the content script and the background
// are not Keplr's: `startKeplrBackground` of @latch/testkit answers in their place.

let installed: Promise<void> | undefined

async function install(version: string) {
  const { InjectedKeplr, injectKeplrToWindow } = await import('@keplr-wallet/provider')
  const keplr = new InjectedKeplr(
    // No meta id: the requests are `proxy-request`, as an extension built without one posts.
    undefined,
    version,
    'extension',
    // The Starknet provider's state, which a Cosmos site never asks for.
    () => {},
    () => {},
    // `window.postMessage` to the page's own origin, the provider's default.
    undefined as never,
    undefined,
    // No EIP-6963 announcement: the page's EVM discovery is no part of these tests.
    undefined,
    { id: 'keplr', name: 'Keplr', icon: '' },
  )
  injectKeplrToWindow(keplr)
}

/**
 * Installs Keplr's page script in this window once (`window.keplr` cannot be replaced after);
 * a background should be answering, since the object asks for the EVM and Starknet state as
 * it is made.
 */
export function installKeplrExtensionPage(version = '0.12.313') {
  installed ??= install(version)
  return installed
}
