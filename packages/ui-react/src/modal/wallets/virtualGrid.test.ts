import { describe, expect, it } from 'vitest'
import { gridKeyTarget, scrollTopToReveal, visibleRows } from './virtualGrid.js'

const measures = { viewportHeight: 352, rowHeight: 88 }

describe('visibleRows', () => {
  it('default: the rows in view and the overscan on each side', () => {
    expect(visibleRows({ ...measures, scrollTop: 880, rowCount: 250, overscan: 2 })).toEqual({
      start: 8,
      end: 16,
    })
  })

  it('behavior: clamped at the top and the bottom', () => {
    expect(visibleRows({ ...measures, scrollTop: 0, rowCount: 250, overscan: 2 })).toEqual({
      start: 0,
      end: 6,
    })
    expect(visibleRows({ ...measures, scrollTop: 21_648, rowCount: 250, overscan: 2 })).toEqual({
      start: 244,
      end: 250,
    })
    expect(visibleRows({ ...measures, scrollTop: -50, rowCount: 3, overscan: 2 })).toEqual({
      start: 0,
      end: 3,
    })
    expect(visibleRows({ ...measures, scrollTop: 0, rowCount: 0, overscan: 2 })).toEqual({
      start: 0,
      end: 0,
    })
  })

  it('behavior: a partly visible row is rendered', () => {
    expect(visibleRows({ ...measures, scrollTop: 100, rowCount: 250, overscan: 0 })).toEqual({
      start: 1,
      end: 6,
    })
  })
})

describe('scrollTopToReveal', () => {
  it('behavior: scrolls the least that shows the row', () => {
    expect(scrollTopToReveal(10, { ...measures, scrollTop: 0 })).toBe(616)
    expect(scrollTopToReveal(2, { ...measures, scrollTop: 880 })).toBe(176)
    expect(scrollTopToReveal(11, { ...measures, scrollTop: 880 })).toBe(880)
  })
})

describe('gridKeyTarget', () => {
  it('behavior: arrows move by one or a row, stopping at the edges; Home and End', () => {
    expect(gridKeyTarget('ArrowRight', 3, 10, 4)).toBe(4)
    expect(gridKeyTarget('ArrowRight', 9, 10, 4)).toBe(9)
    expect(gridKeyTarget('ArrowLeft', 0, 10, 4)).toBe(0)
    expect(gridKeyTarget('ArrowDown', 1, 10, 4)).toBe(5)
    expect(gridKeyTarget('ArrowDown', 7, 10, 4)).toBe(9)
    expect(gridKeyTarget('ArrowUp', 5, 10, 4)).toBe(1)
    expect(gridKeyTarget('ArrowUp', 2, 10, 4)).toBe(2)
    expect(gridKeyTarget('Home', 7, 10, 4)).toBe(0)
    expect(gridKeyTarget('End', 0, 10, 4)).toBe(9)
    expect(gridKeyTarget('Enter', 0, 10, 4)).toBeUndefined()
  })
})
