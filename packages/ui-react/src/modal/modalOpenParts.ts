// What the open modal may need at once, a chunk of its own fetched as it shows (see
// `ModalDialog`): the banner of core's alerts, and where picking a wallet leads (`pickWallet`,
// which the views beyond import from here too, so that it is no chunk of its own). The views
// beyond the Connect view come once the visitor goes on to one (`ViewOutsideShell`):
// a modal opened and closed again does not evaluate them, nor the texts they show (together
// some 75 KB of the page's JS heap). This chunk uses no module of the shell but
// `walletEntries`, which no other shared module of the shell uses: the bundler merges a module
// shared by the shell and a later chunk into the shell's chunk only when the shell's modules
// that use it are shared alike; otherwise it splits the shell's chunk in pieces, which the
// page fetches before the first click.
export { AlertBanner } from './AlertBanner.js'
export { LegalCheckbox } from './connect/LegalCheckbox.js'
export { pickWallet } from './pickWallet.js'
