// A fixed-row-height grid virtualiser: which rows of a long grid to put in the DOM, and where
// to scroll to show one. Pure, so the arithmetic is tested apart from the DOM.

export type GridMeasures = {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
}

/**
 * The rows to render, `start` inclusive and `end` exclusive: those in the viewport and
 * `overscan` more on each side, so that scrolling shows rows that are already there.
 *
 * @example
 * visibleRows({ scrollTop: 880, viewportHeight: 352, rowHeight: 88, rowCount: 250, overscan: 2 })
 * // { start: 8, end: 16 }
 */
export function visibleRows({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: GridMeasures & { rowCount: number; overscan: number }): { start: number; end: number } {
  const top = Math.max(0, scrollTop)
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan)
  const end = Math.min(rowCount, Math.ceil((top + viewportHeight) / rowHeight) + overscan)
  return { start: Math.min(start, end), end }
}

/**
 * The scroll position that shows all of `row` with as little movement as possible: the
 * current one when it is already in view.
 *
 * @example
 * scrollTopToReveal(10, { scrollTop: 0, viewportHeight: 352, rowHeight: 88 }) // 616
 */
export function scrollTopToReveal(
  row: number,
  { scrollTop, viewportHeight, rowHeight }: GridMeasures,
) {
  const top = row * rowHeight
  const bottom = top + rowHeight
  if (top < scrollTop) return top
  if (bottom > scrollTop + viewportHeight) return bottom - viewportHeight
  return scrollTop
}

/**
 * The index focus moves to from `index` on `key` in a grid of `count` items in `columns`;
 * `undefined` for keys the grid does not handle. Moves stop at the edges.
 */
export function gridKeyTarget(key: string, index: number, count: number, columns: number) {
  const last = count - 1
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last)
    case 'ArrowLeft':
      return Math.max(index - 1, 0)
    case 'ArrowDown':
      return Math.min(index + columns, last)
    case 'ArrowUp':
      return index < columns ? index : index - columns
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}
