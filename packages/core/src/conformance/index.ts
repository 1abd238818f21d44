// `@latch/core/conformance`: the conformance suites and test doubles that adapter and UI
// packages use in their own tests (core's own test helpers are `src/testing/`, not published).
export {
  type AdapterConformanceOptions,
  type ConformanceFixture,
  describeAdapterConformance,
} from './adapterConformance.js'
export {
  createFakeSecureFrame,
  FAKE_SOLANA_SIGNATURE,
  type FakeEmbeddedWallet,
  type FakePopup,
  type FakeSecureFrame,
  type FakeSecureFrameOptions,
} from './fakeSecureFrame.js'
export { type ImportRecorder, type MockModule, recordImports } from './recordImports.js'
export {
  describeServerSiwxClient,
  type ServerSiwxClientConformanceOptions,
  type SiwxMessageFields,
} from './serverSiwxClientConformance.js'
export {
  type TestAdapterOptions,
  testAdapter,
  testAuthAdapter,
  testAuthProvider,
  testSiwx,
  testWalletConnectAdapter,
} from './testDoubles.js'
export { testWalletConnect, testWalletConnectSession } from './testWalletConnect.js'
