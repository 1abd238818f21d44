// `@latch/frame-protocol/testing`: doubles for tests of code on either side of the channel.
export {
  APP_ORIGIN,
  appEventExamples,
  FRAME_ORIGIN,
  noticeExamples,
  successExamples,
  user,
} from './examples.js'
export { createFakeWindow, type FakeWindow } from './fakeWindow.js'
export { flush, type Tracked, track } from './track.js'
