import { describe, expect, it } from 'vitest'
import { cascadeStep, joinCascade, planDisconnect } from './disconnectCascade.js'

describe('planDisconnect', () => {
  it('default: a connector of one namespace ends that namespace, and the modal closes', () => {
    expect(
      planDisconnect(
        { namespace: 'eip155', closeModal: true },
        { eip155: 'io.metamask', solana: 'phantom' },
        false,
      ),
    ).toEqual({ targets: ['eip155'], closeModal: true })
  })

  it('behavior: a session of several namespaces ends them all', () => {
    expect(
      planDisconnect(
        { namespace: 'solana', closeModal: false },
        { eip155: 'walletConnect', solana: 'walletConnect', bip122: 'unisat' },
        false,
      ),
    ).toEqual({ targets: ['eip155', 'solana'], closeModal: false })
  })

  it('behavior: from the Wallets view the modal closes only when none is left', () => {
    const ids = { eip155: 'io.metamask', solana: 'phantom' }
    const whenNoneLeft = { namespace: 'eip155', closeModal: 'whenNoneLeft' } as const
    expect(planDisconnect(whenNoneLeft, ids, false).closeModal).toBe(false)
    expect(planDisconnect(whenNoneLeft, { eip155: 'io.metamask' }, false).closeModal).toBe(true)
  })

  it('behavior: a namespace waiting for its wallet stops alone', () => {
    expect(
      planDisconnect({ namespace: 'solana', closeModal: true }, { eip155: 'walletConnect' }, true),
    ).toEqual({ targets: ['solana'], closeModal: true })
  })
})

describe('cascadeStep', () => {
  const cascade = joinCascade(undefined, ['eip155', 'solana'], true)
  const bitcoin = {
    namespace: 'bip122',
    network: 'bip122:000000000019d6689c085ae165831e93',
  } as const

  it('behavior: the active namespace gives way once every namespace of the cascade ended', () => {
    const first = cascadeStep(cascade, { namespace: 'eip155', failed: false, active: true }, [
      { namespace: 'solana', network: 'solana:devnet' },
      bitcoin,
    ])
    // Solana is ending too: it is not the one that goes on, and nothing goes on yet.
    expect(first).toEqual({
      cascade: { ...cascade, pending: ['solana'] },
      next: undefined,
    })
    const last = cascadeStep(
      first.cascade ?? cascade,
      { namespace: 'solana', failed: false, active: false },
      [bitcoin],
    )
    expect(last).toEqual({ cascade: undefined, next: bitcoin.network })
  })

  it('errors: an active namespace whose wallet failed to disconnect goes on itself', () => {
    const step = cascadeStep(
      joinCascade(undefined, ['eip155'], true),
      { namespace: 'eip155', failed: true, active: true },
      [bitcoin],
    )
    expect(step).toEqual({ cascade: undefined, next: undefined })
  })

  it('behavior: a disconnect joining one under way ends both', () => {
    expect(joinCascade(joinCascade(undefined, ['eip155'], false), ['solana'], true)).toEqual({
      targets: ['eip155', 'solana'],
      pending: ['eip155', 'solana'],
      endsActive: true,
    })
  })
})
