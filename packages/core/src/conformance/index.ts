// `@latch/core/testing`: what adapter and UI packages use in their own tests.
export {
  type AdapterConformanceOptions,
  type ConformanceFixture,
  describeAdapterConformance,
} from './adapterConformance.js'
export { type TestAdapterOptions, testAdapter, testSiwx } from './testDoubles.js'
