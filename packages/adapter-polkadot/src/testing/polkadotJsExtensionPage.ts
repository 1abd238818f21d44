// The polkadot-js extension's page script, set up as the extension's own `page.ts` does with the
// code the extension ships on npm: @polkadot/extension-base's `page` module (the `Injected`
// accounts, signer, metadata and provider that talk by `window.postMessage`) handed to
// @polkadot/extension-inject's `injectExtension`, which sets `window.injectedWeb3['polkadot-js']`.
// Only the content script and the background are not the extension's:
// `startPolkadotExtensionBackground` of @latch/testkit answers in their place.

/** The extension's name in `injectedWeb3`. */
export const polkadotJsKey = 'polkadot-js'

// The extension's build defines its prefix (webpack's DefinePlugin); extension-base reads it
// from `process.env` when it is first imported, and refuses to load without one.
const extensionPrefix = 'polkadot-js'

/**
 * The prefix of the page's and the content script's message origins (`<prefix>-page`,
 * `<prefix>-content`): the extension's prefix, then its port prefix, which this build leaves
 * `unknown`. The background must be started with it.
 */
export const polkadotJsMessagePrefix = `${extensionPrefix}-unknown`

let installed: Promise<void> | undefined

async function install(version: string) {
  process.env.EXTENSION_PREFIX = extensionPrefix
  const [{ MESSAGE_ORIGIN_CONTENT }, page, { injectExtension }] = await Promise.all([
    import('@polkadot/extension-base/defaults'),
    import('@polkadot/extension-base/page'),
    import('@polkadot/extension-inject'),
  ])
  // What the page script does first: answers of the content script go to the page's handlers.
  window.addEventListener('message', ({ data, source }: MessageEvent) => {
    if (source !== window || data?.origin !== MESSAGE_ORIGIN_CONTENT) return
    if (data.id) page.handleResponse(data)
    else console.error('Missing id for response.')
  })
  // Then it asks the background whether the site is a phishing one, and injects if not.
  if (await page.redirectIfPhishing()) throw new Error('the background took the page for phishing')
  injectExtension(page.enable, { name: polkadotJsKey, version })
  if (MESSAGE_ORIGIN_CONTENT !== `${polkadotJsMessagePrefix}-content`) {
    throw new Error(`the page script answers to ${MESSAGE_ORIGIN_CONTENT}`)
  }
}

/**
 * Installs the extension's page script in this window once (its modules keep their request
 * handlers for the page's life); a background must be answering (started with
 * `polkadotJsMessagePrefix`), since the script asks it about phishing before it injects.
 */
export function installPolkadotJsExtensionPage(version = '0.62.3') {
  installed ??= install(version)
  return installed
}
