import {
  type AppFrameChannel,
  type AppFrameChannelParameters,
  createAppChannel,
} from './appChannel.js'
import {
  createFrameSideChannel,
  type FrameSideChannel,
  type FrameSideChannelParameters,
} from './frameSideChannel.js'

export type CreateFrameChannelParameters = AppFrameChannelParameters | FrameSideChannelParameters

/**
 * Opens one end of the channel between an app and its secure frame. Messages are
 * `{ id, type, payload }`, posted only to `targetOrigin`; incoming messages of another origin
 * or source, or that fail their schema, are dropped with one warning.
 *
 * The app's end (`side: 'app'`) sends requests with a fresh random id, matches each reply by
 * id and type, and times out, aborts or rejects them with a {@link FrameError}. The frame's end
 * (`side: 'frame'`) answers requests with handlers and posts notices.
 *
 * @example
 * const channel = createFrameChannel({
 *   side: 'app',
 *   target: () => iframe.contentWindow,
 *   source: () => iframe.contentWindow,
 *   targetOrigin: 'https://secure.example.com',
 * })
 * const { action } = await channel.request('APP_CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export function createFrameChannel(parameters: AppFrameChannelParameters): AppFrameChannel
export function createFrameChannel(parameters: FrameSideChannelParameters): FrameSideChannel
export function createFrameChannel(
  parameters: CreateFrameChannelParameters,
): AppFrameChannel | FrameSideChannel {
  return parameters.side === 'app'
    ? createAppChannel(parameters)
    : createFrameSideChannel(parameters)
}
