// Test-only (excluded from the build): an entry for any view, with the data it requires, for
// tests that walk over views.

import type { RouterEntry, View } from '../machines/views.js'
import { mainnet } from '../networks/evmNetworks.js'

export function entryOf(view: View): RouterEntry {
  switch (view) {
    case 'ConnectingExternal':
      return { view, data: { connectorId: 'io.metamask' } }
    case 'SwitchNetwork':
      return { view, data: { network: mainnet } }
    case 'SwitchActiveChain':
      return { view, data: { switchToChain: 'solana' } }
    default:
      return { view } as RouterEntry
  }
}
