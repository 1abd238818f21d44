import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type AsyncResult, useAsyncResult } from './useAsyncResult.js'

/** A load whose answer the test gives. */
function deferred() {
  let answer: (value: string) => void = () => {}
  const load = () => new Promise<string>((resolve) => (answer = resolve))
  return { load, answer: (value: string) => answer(value) }
}

function renderLoad() {
  return renderHook(
    ({ load, subject }: { load?: () => Promise<string>; subject?: string }) =>
      useAsyncResult(load, subject),
    { initialProps: {} as { load?: () => Promise<string>; subject?: string } },
  )
}

const success = (value: string): AsyncResult<string> => ({ status: 'success', value })

describe('useAsyncResult', () => {
  it('behavior: a reload of the same subject keeps the shown value until the new one arrives', async () => {
    const { result, rerender } = renderLoad()
    const first = deferred()
    rerender({ load: first.load, subject: 'eip155:1/0xa' })
    expect(result.current).toEqual({ status: 'loading' })
    await act(async () => first.answer('1 ETH'))
    expect(result.current).toEqual(success('1 ETH'))

    const again = deferred()
    rerender({ load: again.load, subject: 'eip155:1/0xa' })
    expect(result.current).toEqual(success('1 ETH'))
    await act(async () => again.answer('0.9 ETH'))
    expect(result.current).toEqual(success('0.9 ETH'))
  })

  it('behavior: another subject, or none, starts from loading', async () => {
    const { result, rerender } = renderLoad()
    const first = deferred()
    rerender({ load: first.load, subject: 'eip155:1/0xa' })
    await act(async () => first.answer('1 ETH'))

    rerender({ load: deferred().load, subject: 'eip155:10/0xa' })
    expect(result.current).toEqual({ status: 'loading' })

    const unnamed = deferred()
    rerender({ load: unnamed.load })
    await act(async () => unnamed.answer('x'))
    rerender({ load: deferred().load })
    expect(result.current).toEqual({ status: 'loading' })
  })

  it('behavior: after an error, a reload of the same subject shows loading; a late answer of the old load is dropped', async () => {
    const { result, rerender } = renderLoad()
    const failing = () => Promise.reject(new Error('down'))
    rerender({ load: failing, subject: 's' })
    await act(async () => {})
    expect(result.current.status).toBe('error')
    const late = deferred()
    rerender({ load: late.load, subject: 's' })
    expect(result.current).toEqual({ status: 'loading' })
    const next = deferred()
    rerender({ load: next.load, subject: 's' })
    await act(async () => late.answer('stale'))
    expect(result.current).toEqual({ status: 'loading' })
    await act(async () => next.answer('fresh'))
    expect(result.current).toEqual(success('fresh'))
  })
})
