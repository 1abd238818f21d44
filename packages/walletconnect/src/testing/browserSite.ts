import type {
  WalletConnectProposal,
  WalletConnectRequest,
  WalletConnectRequestSent,
  WalletConnectSession,
} from '@latch/core'
import type { SignClientConnection } from '../signClientSession.js'
import { walletConnect } from '../walletConnect.js'

// The site's side of WalletConnect in a browser page, bundled by `siteInBrowser.ts`: the
// connector with its browser defaults (sign-client's own storage, IndexedDB), driven by the
// test through `window.site`.

let client: SignClientConnection | undefined
let approval: Promise<WalletConnectSession> | undefined
const sent: WalletConnectRequestSent[] = []

function started(): SignClientConnection {
  if (!client) throw new Error('site.start() first')
  return client
}

/** What the test calls in the page. */
export type BrowserSite = {
  start(relayUrl: string, projectId: string): Promise<void>
  /** Proposes a session and resolves with the pairing's URI. */
  pair(proposal: WalletConnectProposal): Promise<string>
  /** The approval of the last pairing. */
  approval(): Promise<WalletConnectSession> | undefined
  /** Asks the wallet, as core does: reporting the request sent (see `sent`). */
  request(request: WalletConnectRequest): Promise<unknown>
  /** The requests `onSent` reported. */
  sent(): WalletConnectRequestSent[]
}

const site: BrowserSite = {
  async start(relayUrl, projectId) {
    client = await walletConnect({
      metadata: { name: 'Latch browser site', description: '', url: location.origin, icons: [] },
      relayUrl,
      projectId,
    }).createClient({ relayUrl: undefined, projectId: undefined })
  },
  async pair(proposal) {
    const pairing = await started().pair(proposal)
    approval = pairing.approval
    return pairing.uri
  },
  approval: () => approval,
  request: (request) => started().request(request, { onSent: (report) => sent.push(report) }),
  sent: () => sent,
}

Object.assign(window, { site })
