import type * as z from 'zod/mini'
import { type AppEventType, appEventTypes } from '../eventTypes.js'
import { type FrameMessage, messageUnionSchema } from './envelope.js'
import { type AppEventPayload, appEventPayloadSchemas } from './payloads.js'

/**
 * A request from the app to the frame; `AppEvent<'APP_CONNECT_EMAIL'>` is that one request.
 *
 * @example
 * const event: AppEvent<'APP_CONNECT_EMAIL'> = {
 *   id: crypto.randomUUID(),
 *   type: 'APP_CONNECT_EMAIL',
 *   payload: { email: 'ada@example.com' },
 * }
 */
export type AppEvent<T extends AppEventType = AppEventType> = {
  [Type in T]: FrameMessage<Type, AppEventPayload<Type>>
}[T]

/** Every app-to-frame event, discriminated by `type`. */
export const appEventSchema: z.ZodMiniType<AppEvent> = messageUnionSchema<AppEvent>(
  appEventTypes.map((type) => [type, appEventPayloadSchemas[type]] as const),
)
