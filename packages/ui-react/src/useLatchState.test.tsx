import { connect, getActors, route } from '@latch/core'
import { optimism } from '@latch/core/networks'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LatchProvider } from './LatchProvider.js'
import { createTestLatch, testAddress } from './testing/testLatch.js'
import { useAccount } from './useAccount.js'
import { useLatch } from './useLatch.js'
import { useLatchState } from './useLatchState.js'
import { useModal } from './useModal.js'
import { useNetwork } from './useNetwork.js'

function setup() {
  const { latch } = createTestLatch()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider client={latch} modal={false}>
      {children}
    </LatchProvider>
  )
  return { latch, wrapper }
}

describe('hooks', () => {
  it('behavior: useLatch outside a provider fails with a clear message', () => {
    expect(() => renderHook(() => useLatch())).toThrowError(
      'Latch hooks and components must be used inside <LatchProvider>',
    )
  })

  it('behavior: useLatchState re-renders only when the selection changes', () => {
    const { latch, wrapper } = setup()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders += 1
        return useLatchState((state) => state.view)
      },
      { wrapper },
    )
    expect(result.current).toBe('Connect')
    const before = renders
    act(() => getActors(latch).modal.send({ type: 'modal.setLoading', loading: true }))
    expect(renders).toBe(before)
    act(() => route(latch, { type: 'router.push', view: 'AllWallets' }))
    expect(result.current).toBe('AllWallets')
    latch.destroy()
  })

  it('behavior: useLatchState keeps an equal selection by isEqual', () => {
    const { latch, wrapper } = setup()
    const { result } = renderHook(
      () =>
        useLatchState(
          (state) => ({ open: state.open }),
          (a, b) => a.open === b.open,
        ),
      { wrapper },
    )
    const first = result.current
    act(() => getActors(latch).modal.send({ type: 'modal.setLoading', loading: true }))
    expect(result.current).toBe(first)
    latch.destroy()
  })

  it('behavior: useModal opens and closes', () => {
    const { latch, wrapper } = setup()
    const { result } = renderHook(() => useModal(), { wrapper })
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open({ view: 'AllWallets' }))
    expect(result.current).toMatchObject({ isOpen: true, view: 'AllWallets' })
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
    latch.destroy()
  })

  it('behavior: useAccount and useNetwork follow a connection and a switch', async () => {
    const { latch, wrapper } = setup()
    const { result } = renderHook(() => ({ account: useAccount(), network: useNetwork() }), {
      wrapper,
    })
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    await act(() => connect(latch, { connectorId: 'test-wallet' }))
    expect(result.current.account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: testAddress,
      namespace: 'eip155',
    })
    expect(result.current.network.networks).toHaveLength(2)
    await act(() => result.current.network.switchNetwork(optimism))
    expect(result.current.network.network).toBe(optimism)
    latch.destroy()
  })
})
