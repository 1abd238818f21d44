import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { WalletIcon } from '../WalletIcon.js'
import { WalletTag } from '../WalletList.js'
import type { WalletEntry } from '../walletEntries.js'
import { gridKeyTarget, scrollTopToReveal, visibleRows } from './virtualGrid.js'

// Fixed measures keep the arithmetic exact. The viewport's height is the CSS's (384 px, less
// on a phone), measured; this one stands in until it is.
export const GRID_COLUMNS = 4
export const GRID_ROW_HEIGHT_PX = 96
const VIEWPORT_HEIGHT_PX = 384
const OVERSCAN_ROWS = 2

export type VirtualWalletGridProps = {
  entries: readonly WalletEntry[]
  label: string
  onSelect: (entry: WalletEntry) => void
  /** Called when the visitor nears the end of what is loaded. */
  onNearEnd?: (() => void) | undefined
  /** Arrow Up from the first row leaves the grid for this element (the search field). */
  onLeaveTop?: (() => void) | undefined
}

/**
 * Wallets as a grid of cards that only puts the rows in view (and a few around them) in the
 * DOM, so that a registry of thousands scrolls smoothly. Arrow keys, Home and End move focus
 * card by card, scrolling the card into view first when it is not rendered yet.
 */
export function VirtualWalletGrid({
  entries,
  label,
  onSelect,
  onNearEnd,
  onLeaveTop,
}: VirtualWalletGridProps) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewportHeight, setViewportHeight] = useState(VIEWPORT_HEIGHT_PX)
  const [pendingFocus, setPendingFocus] = useState<number | undefined>(undefined)
  const rowCount = Math.ceil(entries.length / GRID_COLUMNS)
  const measures = { scrollTop, viewportHeight, rowHeight: GRID_ROW_HEIGHT_PX }
  const { start, end } = visibleRows({ ...measures, rowCount, overscan: OVERSCAN_ROWS })

  // The CSS may give the viewport another height (a phone's bottom sheet): use the real one.
  useLayoutEffect(() => {
    const element = viewportRef.current
    if (!element) return
    const measure = () => {
      if (element.clientHeight > 0) setViewportHeight(element.clientHeight)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (rowCount > 0 && end >= rowCount - OVERSCAN_ROWS) onNearEnd?.()
  }, [end, rowCount, onNearEnd])

  useEffect(() => {
    if (pendingFocus === undefined) return
    viewportRef.current?.querySelector<HTMLButtonElement>(`[data-index="${pendingFocus}"]`)?.focus()
    setPendingFocus(undefined)
  }, [pendingFocus])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = Number((document.activeElement as HTMLElement | null)?.dataset.index)
    if (!Number.isInteger(index)) return
    if (event.key === 'ArrowUp' && index < GRID_COLUMNS && onLeaveTop) {
      event.preventDefault()
      onLeaveTop()
      return
    }
    const target = gridKeyTarget(event.key, index, entries.length, GRID_COLUMNS)
    if (target === undefined) return
    event.preventDefault()
    const viewport = viewportRef.current
    const next = scrollTopToReveal(Math.floor(target / GRID_COLUMNS), measures)
    if (viewport && next !== scrollTop) {
      viewport.scrollTop = next
      setScrollTop(next)
    }
    setPendingFocus(target)
  }

  const visible = entries.slice(start * GRID_COLUMNS, end * GRID_COLUMNS)
  return (
    <div
      ref={viewportRef}
      className="latch-grid"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        className="latch-grid__items"
        aria-label={label}
        style={{ height: `${rowCount * GRID_ROW_HEIGHT_PX}px` }}
        onKeyDown={onKeyDown}
      >
        {visible.map((entry, offset) => {
          const index = start * GRID_COLUMNS + offset
          const row = Math.floor(index / GRID_COLUMNS)
          const column = index % GRID_COLUMNS
          return (
            <li
              key={entry.key}
              className="latch-grid__cell"
              aria-setsize={entries.length}
              aria-posinset={index + 1}
              style={{
                top: `${row * GRID_ROW_HEIGHT_PX}px`,
                left: `${(column * 100) / GRID_COLUMNS}%`,
                width: `${100 / GRID_COLUMNS}%`,
                height: `${GRID_ROW_HEIGHT_PX}px`,
              }}
            >
              <button
                type="button"
                className="latch-wallet-card"
                data-index={index}
                onClick={() => onSelect(entry)}
              >
                <WalletIcon name={entry.name} imageUrl={entry.imageUrl} />
                <span className="latch-wallet-card__name">{entry.name}</span>
                <WalletTag entry={entry} />
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
