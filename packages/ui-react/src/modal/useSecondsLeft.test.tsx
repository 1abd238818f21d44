import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSecondsLeft } from './useSecondsLeft.js'

function Countdown({ wait, durationMs }: { wait: unknown; durationMs: number }) {
  return <output>{useSecondsLeft(wait, durationMs)}</output>
}

afterEach(() => {
  vi.useRealTimers()
})

describe('useSecondsLeft', () => {
  it('default: the full length at once, one less each second, then 0', () => {
    vi.useFakeTimers()
    const { container } = render(<Countdown wait="cooldown" durationMs={3_000} />)
    const shown = () => container.textContent
    expect(shown()).toBe('3')
    act(() => vi.advanceTimersByTime(999))
    expect(shown()).toBe('3')
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toBe('2')
    act(() => vi.advanceTimersByTime(2_000))
    expect(shown()).toBe('0')
    act(() => vi.advanceTimersByTime(5_000))
    expect(shown()).toBe('0')
  })

  it('behavior: no wait is 0; a new wait, or the same after none, starts again', () => {
    vi.useFakeTimers()
    const { container, rerender } = render(<Countdown wait={undefined} durationMs={3_000} />)
    expect(container.textContent).toBe('0')
    rerender(<Countdown wait="cooldown" durationMs={3_000} />)
    act(() => vi.advanceTimersByTime(2_000))
    expect(container.textContent).toBe('1')
    rerender(<Countdown wait={undefined} durationMs={3_000} />)
    expect(container.textContent).toBe('0')
    rerender(<Countdown wait="cooldown" durationMs={3_000} />)
    expect(container.textContent).toBe('3')
    const error = new Error('Please try again after 5 seconds')
    rerender(<Countdown wait={error} durationMs={5_000} />)
    expect(container.textContent).toBe('5')
  })
})
