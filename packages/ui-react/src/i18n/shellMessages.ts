import type { View } from '@latch/core'
import { pageMessages } from './pageMessages.js'

// The texts of the modal's shell: its frame (header, view titles, loading and load failure)
// and the Connect view's wallets. They are part of the English catalogue (`en.ts`), kept apart so that
// the shell's chunk, fetched while the page is idle, carries only them.

const viewTitles = {
  'view.Connect': 'Connect Wallet',
  'view.Account': 'Account',
  'view.AllWallets': 'All Wallets',
  'view.ConnectingWalletConnect': 'WalletConnect',
  'view.ConnectingWalletConnectBasic': 'WalletConnect',
  'view.ConnectingExternal': 'Connecting',
  'view.ConnectingFarcaster': 'Farcaster',
  'view.EmailLogin': 'Email Login',
  'view.UpdateEmailWallet': 'Update Email',
  'view.ProfileWallets': 'Wallets',
  'view.SwitchNetwork': 'Switch Network',
  'view.SwitchActiveChain': 'Switch Chain',
  'view.UnsupportedChain': 'Unsupported Network',
  'view.SIWXSignMessage': 'Sign In',
  'view.ApproveTransaction': 'Approve Transaction',
  'view.RegisterAccount': 'Register Account',
  'view.RegisterAccountName': 'Choose a Name',
  'view.RegisterAccountNameSuccess': 'Name Registered',
  'view.Swap': 'Swap',
  'view.Pay': 'Pay',
} as const satisfies Record<`view.${View}`, string>

export const shellMessages = {
  ...pageMessages,
  ...viewTitles,
  'modal.back': 'Back',
  'modal.close': 'Close',
  'common.loading': 'Loading…',
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.allWallets': 'All wallets',
  'connect.noWallets': 'No wallets found in this browser.',
  'connect.walletsLabel': 'Wallets',
  'connect.loadingWallets': 'Loading wallets…',
  'connect.registryFailed': 'More wallets could not be loaded.',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.legal': 'I agree to the {terms} and {privacy}',
  'connect.legalTerms': 'Terms of Service',
  'connect.legalPrivacy': 'Privacy Policy',
  'connect.legalRequired': 'Accept the Terms of Service and Privacy Policy to connect.',
  'connect.branding': 'UX by Latch',
} as const

export type ShellMessageKey = keyof typeof shellMessages
