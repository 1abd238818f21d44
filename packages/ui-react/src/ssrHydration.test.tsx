import { connect, cookieStorage, memoryBackend, type StorageBackend } from '@latch/core'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { LatchProvider } from './LatchProvider.js'
import { createTestLatch } from './testing/testLatch.js'

// A page rendered on a server (Next.js, Remix...) and hydrated in the browser: the server has
// no storage, the visitor's browser remembers a wallet. React's hydration must find the server's
// HTML in the first client render (else React error #418 and a re-render from scratch).

// Testing Library does not know a root made with `hydrateRoot`: unmounted here, or its modal (a
// portal on the body) would stay for the next test file, which shares this one's modules and
// document (`isolate: false`).
const roots: Root[] = []

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** A browser's storage that remembers the test wallet, connected on an earlier visit. */
async function storageOfAReturningVisitor(backend: StorageBackend = memoryBackend()) {
  const { latch } = createTestLatch({ storage: backend })
  await connect(latch, { connectorId: 'test-wallet' })
  latch.destroy()
  return backend
}

describe('server rendering, then hydration', () => {
  it('behavior: a returning visitor’s page hydrates without a mismatch, then shows the wallet', async () => {
    const server = createTestLatch().latch
    const html = renderToString(
      <LatchProvider client={server}>
        <ConnectButton />
      </LatchProvider>,
    )
    server.destroy()
    expect(html).toContain('Connect Wallet')

    const { latch } = createTestLatch({ storage: await storageOfAReturningVisitor() })
    // The visitor's own state already differs from the server's: a connection being restored.
    expect(latch.getState().connections.eip155?.status).not.toBe('disconnected')
    expect(latch.getServerState().connections.eip155?.status).toBe('disconnected')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverable = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      const root = hydrateRoot(
        container,
        <LatchProvider client={latch}>
          <ConnectButton />
        </LatchProvider>,
        { onRecoverableError: recoverable },
      )
      roots.push(root)
    })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /0xAbC1/i }).textContent).toMatch(/0xAbC1/i),
    )
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: with cookie storage and the request’s cookies, the server renders the account and the button never shows Connect', async () => {
    const localStorage = memoryBackend()
    await storageOfAReturningVisitor(cookieStorage({ backend: localStorage }))
    // What the browser sends with the page's request.
    const cookie = document.cookie
    expect(cookie).toContain('connected_connector_id')

    const server = createTestLatch().latch
    const html = renderToString(
      <LatchProvider client={server} cookie={cookie}>
        <ConnectButton />
      </LatchProvider>,
    )
    server.destroy()
    expect(html).toMatch(/0xAbC1/i)
    expect(html).not.toContain('Connect Wallet')

    const { latch } = createTestLatch({ storage: cookieStorage({ backend: localStorage }) })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const texts: string[] = []
    const observer = new MutationObserver(() => texts.push(container.textContent ?? ''))
    observer.observe(container, { subtree: true, childList: true, characterData: true })
    const recoverable = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <LatchProvider client={latch} cookie={cookie}>
            <ConnectButton />
          </LatchProvider>,
          { onRecoverableError: recoverable },
        ),
      )
    })
    await waitFor(() => expect(latch.getState().connection).toBeDefined())
    observer.disconnect()
    expect(screen.getByRole('button').getAttribute('data-connected')).toBe('true')
    expect(texts.join('\n')).not.toContain('Connect Wallet')
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    latch.destroy()
    // The next test file shares this document: its cookies go with the visitor's storage.
    const storage = cookieStorage({ backend: localStorage })
    for (const key of ['eip155:connected_connector_id', 'connections', 'active_caip_network_id']) {
      storage.removeItem(`@latch/${key}`)
    }
    expect(document.cookie).toBe('')
  })
})
