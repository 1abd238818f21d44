import { connect } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'
import { type ClientParts, withParts } from '../../testing/withParts.js'
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from './RegisterAccountNameView.js'

const blockchainUrl = 'https://blockchain.test'

/**
 * The blockchain service as `fetch` sees it: a name registration (`POST /v1/profile/account`)
 * gets the answer the test gives with `answerRegistration`, an account has no tokens, and
 * anything else is not found.
 */
function nameService() {
  let answerRegistration = (_: Response) => {}
  const registrationAnswer = new Promise<Response>((resolve) => {
    answerRegistration = resolve
  })
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.origin === blockchainUrl && url.pathname === '/v1/profile/account') {
      expect(init?.method).toBe('POST')
      return registrationAnswer
    }
    if (url.pathname.endsWith('/balance')) return Response.json({ balances: [] })
    return new Response('', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, answerRegistration }
}

async function openAt(view: 'RegisterAccount' | 'RegisterAccountName', parts: ClientParts = {}) {
  const service = nameService()
  const { latch, adapter } = createTestLatch({
    projectId: 'test-project',
    services: { blockchainUrl },
  })
  await connect(latch, { connectorId: 'test-wallet' })
  renderWithLatch(withParts(latch, parts))
  act(() => latch.open({ view }))
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog, ...service }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('RegisterAccountView', () => {
  it('default: explains names and leads to choosing one', async () => {
    const { latch, dialog } = await openAt('RegisterAccount')
    expect(dialog.textContent).toContain('Get a name for your account')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose a name' }))
    expect(latch.getState().view).toBe('RegisterAccountName')
    latch.destroy()
  })
})

describe('RegisterAccountNameView', () => {
  it('behavior: core’s rule for names; suggestions once the visitor stops typing', async () => {
    const getNameSuggestions = vi.fn(async (name: string) => ({
      suggestions: [
        { name: `${name}-1`, registered: false },
        { name: `${name}-taken`, registered: true },
        { name: `${name}-2`, registered: false },
      ],
    }))
    const { latch, dialog } = await openAt('RegisterAccountName', {
      blockchain: async () => ({ getNameSuggestions }),
    })
    const input = within(dialog).getByLabelText('Name')
    const submit = within(dialog).getByRole('button', { name: 'Register' }) as HTMLButtonElement
    vi.useFakeTimers()
    fireEvent.change(input, { target: { value: 'ab' } })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(submit.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'ada' } })
    fireEvent.change(input, { target: { value: 'ada-l' } })
    act(() => vi.advanceTimersByTime(NAME_SUGGESTIONS_DEBOUNCE_MS - 1))
    expect(getNameSuggestions).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(getNameSuggestions).toHaveBeenCalledTimes(1)
    expect(getNameSuggestions).toHaveBeenCalledWith('ada-l', 'latch', {
      signal: expect.any(AbortSignal),
    })
    vi.useRealTimers()
    const suggestions = await within(dialog).findByRole('list', { name: 'Suggestions' })
    fireEvent.click(within(suggestions).getByRole('button', { name: 'ada-l-2' }))
    expect((input as HTMLInputElement).value).toBe('ada-l-2')
    expect(submit.disabled).toBe(false)
    latch.destroy()
  })

  it('behavior: a failed suggestion lookup says so in the catalogue’s words', async () => {
    const getNameSuggestions = vi.fn(async () => {
      throw new Error('503')
    })
    const { latch, dialog } = await openAt('RegisterAccountName', {
      blockchain: async () => ({ getNameSuggestions }),
    })
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'latch' } })
    expect(await within(dialog).findByText('Error fetching name suggestions')).toBeTruthy()
    latch.destroy()
  })

  it('behavior: Register asks core; its progress and failure are shown', async () => {
    const { latch, adapter, dialog, answerRegistration } = await openAt('RegisterAccountName')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'latch-fan' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    expect(within(dialog).getByText('Sign the registration in your wallet…')).toBeTruthy()
    // Registering from the click on, while the registration's code loads too.
    expect(latch.getState().nameRegistration.status).toBe('registering')
    await waitFor(() => expect(adapter.signMessage).toHaveBeenCalledTimes(1))
    expect(
      (within(dialog).getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await act(async () => answerRegistration(new Response('', { status: 500 })))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Error registering name'),
    )
    expect(latch.getState().nameRegistration.status).toBe('failed')
    expect(latch.getState().view).toBe('RegisterAccountName')
    expect(within(dialog).queryByText('Sign the registration in your wallet…')).toBeNull()
    latch.destroy()
  })

  it('behavior: the success view names the name and leads back to the account', async () => {
    const { latch, dialog, answerRegistration } = await openAt('RegisterAccountName')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'latch-fan' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(latch.getState().nameRegistration.status).toBe('registering'))
    await act(async () =>
      answerRegistration(Response.json({ name: 'latch-fan.latch', addresses: {}, attributes: {} })),
    )
    await waitFor(() =>
      expect(within(dialog).getByRole('heading').textContent).toBe('Name Registered'),
    )
    expect(within(dialog).getByText('latch-fan is yours')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to your account' }))
    expect(latch.getState().view).toBe('Account')
    latch.destroy()
  })

  it('behavior: without a blockchain service, names are not available', async () => {
    const { latch } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open({ view: 'RegisterAccountName' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'latch-fan' } })
    expect(
      within(dialog).getByText('Names are not available in this site’s Latch setup.'),
    ).toBeTruthy()
    expect(
      (within(dialog).getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    latch.destroy()
  })
})
