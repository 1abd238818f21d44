import {
  createTestMobileWallet,
  type TestMobileWallet,
  type TestMobileWalletProposal,
  type TestMobileWalletRequest,
} from './createTestMobileWallet.js'
import type { DevnetInfo } from './devnetInfo.js'
import type { MobileWalletPageConfig } from './serveMobileWallet.js'

// The page of "Latch Test Mobile Wallet" for a person (and a browser test): paste or open a
// `wc:` link, see what the site asks, approve or reject, watch the requests being signed,
// refuse one, switch chain or account, disconnect. Bundled and served by `serveMobileWallet`,
// which answers `/config.json`. Text from a site is only ever set as text, never as HTML.

type Child = Node | string

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function button(label: string, onClick: () => Promise<unknown>, report: (error: unknown) => void) {
  const node = h('button', { type: 'button' }, label)
  node.addEventListener('click', () => {
    node.disabled = true
    onClick()
      .catch(report)
      .finally(() => {
        node.disabled = false
      })
  })
  return node
}

function describeProposal(proposal: TestMobileWalletProposal): HTMLElement {
  const site = proposal.proposer
  return h(
    'div',
    {},
    h('p', {}, h('strong', {}, site.name), ` (${site.url}) asks to connect:`),
    h(
      'ul',
      {},
      ...Object.entries(proposal.namespaces).map(([namespace, { chains, methods }]) =>
        h('li', {}, `${namespace}: ${chains.join(', ')} — ${methods.join(', ')}`),
      ),
    ),
  )
}

function describeRequest(request: TestMobileWalletRequest): HTMLElement {
  const outcome = 'error' in request ? `refused (${request.error.code})` : 'signed'
  return h('li', {}, `${request.method} on ${request.chainId}: ${outcome}`)
}

/** Renders the wallet into `root` and keeps it current. */
function mountMobileWalletPage(root: HTMLElement, wallet: TestMobileWallet, devnet: DevnetInfo) {
  const alert = h('p', { role: 'alert' })
  const report = (error: unknown) => {
    alert.textContent = error instanceof Error ? error.message : String(error)
  }
  const proposals = h('section', { 'aria-label': 'Proposals' })
  const sessions = h('section', { 'aria-label': 'Sessions' })
  const requests = h('ol', { 'aria-label': 'Requests' })
  const accounts = h('section', { 'aria-label': 'Accounts' })

  const uri = h('input', { id: 'uri', name: 'uri', autocomplete: 'off', placeholder: 'wc:…' })
  const pairForm = h(
    'form',
    {},
    h('label', { for: 'uri' }, 'Pairing link'),
    ' ',
    uri,
    ' ',
    h('button', { type: 'submit' }, 'Pair'),
  )
  pairForm.addEventListener('submit', (event) => {
    event.preventDefault()
    alert.textContent = ''
    wallet.pair(uri.value.trim()).then(() => {
      uri.value = ''
    }, report)
  })

  function renderAccounts() {
    const chainSelect = h('select', { id: 'chain' })
    for (const chain of devnet.chains) {
      const option = h('option', { value: `eip155:${chain.id}` }, `${chain.name} (${chain.id})`)
      option.selected = wallet.evm?.chainId === chain.id
      chainSelect.append(option)
    }
    chainSelect.addEventListener('change', () => {
      wallet.switchChain(chainSelect.value).then(renderAccounts, report)
    })
    const accountSelect = h('select', { id: 'account' })
    devnet.accounts.slice(1).forEach((account, index) => {
      const option = h('option', { value: String(index) }, account.address)
      option.selected = wallet.evm?.address === account.address
      accountSelect.append(option)
    })
    accountSelect.addEventListener('change', () => {
      wallet.setAccount('eip155', Number(accountSelect.value)).then(renderAccounts, report)
    })
    accounts.replaceChildren(
      h('h2', {}, 'Accounts'),
      h('p', {}, h('label', { for: 'account' }, 'EVM account'), ' ', accountSelect),
      h('p', {}, h('label', { for: 'chain' }, 'EVM chain'), ' ', chainSelect),
      h('p', {}, `Solana: ${wallet.solana?.address ?? '—'}`),
      h(
        'p',
        {},
        button(
          'Refuse the next request',
          async () => {
            wallet.evm?.rejectNext()
            wallet.solana?.rejectNext()
            alert.textContent = 'The next request will be refused.'
          },
          report,
        ),
      ),
    )
  }

  function render() {
    proposals.replaceChildren(
      h('h2', {}, 'Proposals'),
      ...(wallet.proposals.length === 0
        ? [h('p', {}, 'None: pair with a site’s link.')]
        : wallet.proposals.map((proposal) =>
            h(
              'article',
              { 'aria-label': `Proposal of ${proposal.proposer.name}` },
              describeProposal(proposal),
              button('Approve', () => wallet.approve(proposal.id).then(render), report),
              ' ',
              button('Reject', () => wallet.reject(proposal.id).then(render), report),
            ),
          )),
    )
    sessions.replaceChildren(
      h('h2', {}, 'Sessions'),
      ...(wallet.sessions.length === 0
        ? [h('p', {}, 'No site is connected.')]
        : wallet.sessions.map((session) =>
            h(
              'article',
              { 'aria-label': `Session with ${session.peer.name}` },
              h('p', {}, h('strong', {}, session.peer.name), ` (${session.peer.url})`),
              h(
                'ul',
                {},
                ...Object.values(session.namespaces).flatMap(({ accounts: approved }) =>
                  approved.map((account) => h('li', {}, account)),
                ),
              ),
              button('Disconnect', () => wallet.disconnect(session.topic).then(render), report),
            ),
          )),
    )
    requests.replaceChildren(...wallet.requests.map(describeRequest))
  }

  wallet.on('proposal', render)
  wallet.on('request', render)
  wallet.on('sessionEnded', render)
  root.replaceChildren(
    h('h1', {}, 'Latch Test Mobile Wallet'),
    h('p', { role: 'status' }, 'Ready'),
    pairForm,
    alert,
    proposals,
    sessions,
    accounts,
    h('h2', {}, 'Requests'),
    requests,
  )
  renderAccounts()
  render()
}

/** The page's start: its configuration, the wallet, and a `?uri=wc:…` link opened at once. */
async function start() {
  const config = (await (await fetch('/config.json')).json()) as MobileWalletPageConfig
  const { devnet } = config
  const [, ...evmAccounts] = devnet.accounts
  const [, ...solanaAccounts] = devnet.solana?.accounts ?? []
  const wallet = await createTestMobileWallet({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    // Account 0 is the demo's own test wallet: the phone holds the others.
    evm: {
      privateKey: evmAccounts[0]?.privateKey ?? devnet.accounts[0]?.privateKey ?? '0x',
      additionalPrivateKeys: evmAccounts.slice(1).map((account) => account.privateKey),
      chains: devnet.chains,
    },
    solana: devnet.solana && {
      secretKeys: solanaAccounts.map((account) => account.secretKey),
      networks: [devnet.solana],
    },
  })
  mountMobileWalletPage(document.body, wallet, devnet)
  const link = new URLSearchParams(location.search).get('uri')
  if (link) await wallet.pair(link)
}

if (typeof document !== 'undefined' && document.body?.dataset.mobileWallet !== undefined) {
  start().catch((error: unknown) => {
    document.body.textContent = `The wallet did not start: ${error instanceof Error ? error.message : String(error)}`
  })
}
