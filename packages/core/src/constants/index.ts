// `@latch/core/constants`: the spec's timings, limits and lists (SPEC.md §2, §5, §9), for UIs
// that render what the machines time and bound: one source for a number both sides use.
export * from './chains.js'
export * from './limits.js'
export * from './onramp.js'
export * from './swaps.js'
export * from './time.js'
export * from './ui.js'
