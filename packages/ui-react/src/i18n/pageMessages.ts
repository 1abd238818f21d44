// The texts Latch shows on the page before the modal has loaded: the connect button, and the
// alert when Latch's code cannot load. They are part of the English catalogue (`en.ts`), kept
// apart so that the page's first load carries only them, not the whole catalogue.

export const pageMessages = {
  'button.connect': 'Connect Wallet',
  'button.connectedLabel': 'Account {address} on {network}',
  'alert.dismiss': 'Dismiss',
  'common.tryAgain': 'Try again',
} as const

export type PageMessageKey = keyof typeof pageMessages
