import { socialLoginMachine } from '@latch/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'
import { withParts } from '../../testing/withParts.js'

function farcasterDouble() {
  const link = { resolve: (_: string) => {}, reject: (_: Error) => {} }
  const getFarcasterUri = vi.fn(
    () =>
      new Promise<{ url: string }>((resolve, reject) => {
        link.resolve = (url) => resolve({ url })
        link.reject = reject
      }),
  )
  const actor = createActor(
    socialLoginMachine.provide({
      actors: {
        getFarcasterUri: fromPromise(getFarcasterUri),
        connectFarcaster: fromPromise(() => new Promise(() => {})),
      },
    }),
    { input: { providers: ['farcaster'] } },
  ).start()
  return { actor, link, getFarcasterUri }
}

async function openFarcaster(login?: ReturnType<typeof farcasterDouble>) {
  const { latch } = createTestLatch()
  const client = login ? withParts(latch, { actors: { socialLogin: login.actor } }) : latch
  renderWithLatch(client)
  login?.actor.send({ type: 'social.start', provider: 'farcaster' })
  act(() => latch.open({ view: 'ConnectingFarcaster' }))
  const dialog = await screen.findByRole('dialog')
  return { latch, dialog }
}

describe('ConnectingFarcasterView', () => {
  it('default: loading, then the link as a QR code and to open', async () => {
    const login = farcasterDouble()
    const { latch, dialog } = await openFarcaster(login)
    expect(await within(dialog).findByText('Getting your Farcaster link…')).toBeTruthy()
    await act(async () => login.link.resolve('https://farcaster.example.org/connect?c=1'))
    expect(
      await within(dialog).findByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(
      'https://farcaster.example.org/connect?c=1',
    )
    latch.destroy()
  })

  it('behavior: a failure is said in the catalogue’s words; Try again starts over', async () => {
    const login = farcasterDouble()
    const { latch, dialog } = await openFarcaster(login)
    await within(dialog).findByText('Getting your Farcaster link…')
    await act(async () => login.link.reject(new Error('down')))
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to connect to farcaster')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(login.getFarcasterUri).toHaveBeenCalledTimes(2)
    latch.destroy()
  })

  it('behavior: without the embedded wallet, social login is unavailable', async () => {
    const { latch, dialog } = await openFarcaster()
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Social login needs the embedded wallet, which this site has not set up.',
    )
    latch.destroy()
  })
})
