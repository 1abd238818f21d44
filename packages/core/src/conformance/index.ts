// `@latch/core/testing`: what adapter packages use in their own tests.
export {
  type AdapterConformanceOptions,
  type ConformanceFixture,
  describeAdapterConformance,
} from './adapterConformance.js'
