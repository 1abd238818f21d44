import * as z from 'zod/mini'

// The envelope every frame message travels in (SPEC.md §3 "Frame event envelope").

/** A request id: one `crypto.randomUUID()` per request, echoed by its reply. */
const messageIdSchema = z.string().check(z.minLength(1), z.maxLength(256))

/** Any frame message before its type is known: an optional id, a type, a payload. */
export const frameEnvelopeSchema = z.object({
  id: z.optional(messageIdSchema),
  type: z.string().check(z.minLength(1)),
  payload: z.optional(z.unknown()),
})
export type FrameEnvelope = z.output<typeof frameEnvelopeSchema>

/** A frame message of the type `Type`. Requests carry an id, and so do their replies. */
export type FrameMessage<Type extends string, Payload> = {
  id?: string
  type: Type
  payload: Payload
}

/**
 * A union, discriminated by `type`, of one message schema per entry. `Message` is the union's
 * type, which the caller spells out because TypeScript cannot follow a mapped list of schemas.
 */
export function messageUnionSchema<Message>(
  entries: ReadonlyArray<readonly [type: string, payload: z.ZodMiniType]>,
): z.ZodMiniType<Message> {
  const [first, ...rest] = entries.map(([type, payload]) =>
    z.object({ id: z.optional(messageIdSchema), type: z.literal(type), payload }),
  )
  if (!first) throw new TypeError('A message union needs at least one message type')
  return z.discriminatedUnion('type', [first, ...rest]) as unknown as z.ZodMiniType<Message>
}
