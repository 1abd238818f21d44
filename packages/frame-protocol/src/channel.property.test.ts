import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createFrameChannel } from './channel.js'
import {
  type AppEventType,
  appEventTypes,
  type FrameEventType,
  frameEventTypes,
  frameNoticeTypes,
  frameReplyType,
} from './eventTypes.js'
import { FrameError } from './frameError.js'
import { appEventSchema } from './schemas/appEvent.js'
import { frameEventSchema } from './schemas/frameEvent.js'
import {
  APP_ORIGIN,
  appEventExamples,
  FRAME_ORIGIN,
  noticeExamples,
  successExamples,
} from './testing/examples.js'
import { createFakeWindow, type FakeWindow } from './testing/fakeWindow.js'
import { flush, type Tracked, track } from './testing/track.js'

// Thousands of random, malformed and misrouted messages thrown at both ends of the channel.

const EVIL_ORIGIN = 'https://evil.example.com'
const origins = [FRAME_ORIGIN, APP_ORIGIN, EVIL_ORIGIN, 'null', '']
const sources = ['expected', 'impostor', 'none'] as const
type SourceKind = (typeof sources)[number]

/** A payload that passes the schema of the frame event `type`. */
function validFramePayload(type: FrameEventType): unknown {
  if ((frameNoticeTypes as readonly string[]).includes(type)) {
    return noticeExamples[type as keyof typeof noticeExamples]
  }
  if (type.endsWith('_ERROR')) return { message: 'Declined' }
  const request = `APP_${type.slice('FRAME_'.length, -'_SUCCESS'.length)}` as AppEventType
  return successExamples[request]
}

const mostlyAnything = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
})

function frameMessage(requestTypes: readonly AppEventType[]) {
  const ids = requestTypes.map((_, index) => `r-${index}`)
  const id = fc.oneof(fc.constantFrom(...ids), fc.string(), mostlyAnything)
  const type = fc.oneof(
    fc.constantFrom(...frameEventTypes),
    fc.constantFrom(...appEventTypes),
    fc.string(),
  )
  return fc.oneof(
    // Arbitrary values.
    mostlyAnything.map((data) => ({ data, valid: false })),
    // Envelopes with any mix of missing or wrong fields.
    fc
      .record({ id, type, payload: mostlyAnything }, { requiredKeys: [] })
      .map((data) => ({ data, valid: false })),
    // Replies of the right id and type with any payload.
    fc
      .tuple(
        fc.nat({ max: requestTypes.length - 1 }),
        fc.constantFrom('SUCCESS', 'ERROR'),
        mostlyAnything,
      )
      .map(([index, outcome, payload]) => ({
        data: {
          id: `r-${index}`,
          type: frameReplyType(requestTypes[index] ?? 'APP_SIGN_OUT', outcome),
          payload,
        },
        valid: false,
      })),
    // Well-formed replies to the pending requests.
    fc
      .tuple(fc.nat({ max: requestTypes.length - 1 }), fc.constantFrom('SUCCESS', 'ERROR'))
      .map(([index, outcome]) => {
        const type = frameReplyType(requestTypes[index] ?? 'APP_SIGN_OUT', outcome)
        return { data: { id: `r-${index}`, type, payload: validFramePayload(type) }, valid: true }
      }),
    // Well-formed replies and notices, to pending ids or not.
    fc
      .tuple(
        fc.option(fc.constantFrom(...ids), { nil: undefined }),
        fc.constantFrom(...frameEventTypes),
      )
      .map(([replyId, replyType]) => ({
        data: {
          ...(replyId === undefined ? {} : { id: replyId }),
          type: replyType,
          payload: validFramePayload(replyType),
        },
        valid: true,
      })),
  )
}

// Most messages come the right way, so that replies do reach their requests.
function arrival<T>(message: fc.Arbitrary<T>, expectedOrigin: string) {
  return fc.record({
    message,
    origin: fc.oneof(
      { arbitrary: fc.constant(expectedOrigin), weight: 3 },
      { arbitrary: fc.constantFrom(...origins), weight: 1 },
    ),
    source: fc.oneof(
      { arbitrary: fc.constant<SourceKind>('expected'), weight: 3 },
      { arbitrary: fc.constantFrom(...sources), weight: 1 },
    ),
  })
}

function sourceOf(kind: SourceKind, expected: FakeWindow, impostor: FakeWindow) {
  if (kind === 'expected') return expected.asSource()
  return kind === 'impostor' ? impostor.asSource() : null
}

const requestTypes = fc.array(fc.constantFrom(...appEventTypes), { minLength: 1, maxLength: 6 })

describe('the app end, under random messages', () => {
  it('behavior: never throws, never settles the wrong request, warns once per dropped message of the frame', async () => {
    await fc.assert(
      fc.asyncProperty(
        requestTypes.chain((types) =>
          fc.record({
            types: fc.constant(types),
            arrivals: fc.array(arrival(frameMessage(types), FRAME_ORIGIN), {
              maxLength: 40,
            }),
          }),
        ),
        async ({ types, arrivals }) => {
          const appWindow = createFakeWindow(APP_ORIGIN)
          const frameWindow = createFakeWindow(FRAME_ORIGIN)
          const impostor = createFakeWindow(FRAME_ORIGIN)
          const logger = { warn: vi.fn() }
          let next = 0
          const channel = createFrameChannel({
            side: 'app',
            target: frameWindow.from(appWindow),
            source: () => frameWindow.asSource(),
            targetOrigin: FRAME_ORIGIN,
            listen: appWindow.listen,
            logger,
            randomId: () => `r-${next++}`,
          })
          const notices = vi.fn()
          for (const type of frameNoticeTypes) channel.on(type, notices)
          const requests: { type: AppEventType; tracked: Tracked<unknown> }[] = types.map(
            (type) => ({
              type,
              tracked: track(channel.request(type, appEventExamples[type] as never)),
            }),
          )

          for (const { message, origin, source } of arrivals) {
            const before = requests.map(({ tracked }) => tracked.state)
            const warnings = logger.warn.mock.calls.length
            const noticesHeard = notices.mock.calls.length
            const routed = origin === FRAME_ORIGIN && source === 'expected'
            expect(() =>
              appWindow.dispatch({
                data: message.data,
                origin,
                source: sourceOf(source, frameWindow, impostor),
              }),
            ).not.toThrow()
            await flush()

            const data = (
              typeof message.data === 'object' && message.data !== null ? message.data : {}
            ) as { id?: unknown; type?: unknown }
            const settled = requests.filter(
              ({ tracked }, index) => before[index] === 'pending' && tracked.state !== 'pending',
            )
            expect(settled.length).toBeLessThanOrEqual(1)

            for (const [index, { type, tracked }] of requests.entries()) {
              if (before[index] !== 'pending' || tracked.state === 'pending') continue
              // Only a valid reply of this request's id and type, from the frame, settles it.
              expect(routed).toBe(true)
              expect(frameEventSchema.safeParse(message.data).success).toBe(true)
              expect(data.id).toBe(`r-${index}`)
              if (tracked.state === 'resolved') {
                expect(data.type).toBe(frameReplyType(type, 'SUCCESS'))
              } else {
                expect(data.type).toBe(frameReplyType(type, 'ERROR'))
                expect(tracked.error).toBeInstanceOf(FrameError)
              }
            }
            const index = requests.findIndex((_, i) => data.id === `r-${i}`)
            const target = requests[index]
            if (
              routed &&
              message.valid &&
              target &&
              before[index] === 'pending' &&
              (data.type === frameReplyType(target.type, 'SUCCESS') ||
                data.type === frameReplyType(target.type, 'ERROR'))
            ) {
              expect(target.tracked.state).not.toBe('pending')
            }
            if (!routed) {
              // Another origin's or window's message is not for the channel: dropped without
              // a word.
              expect(logger.warn.mock.calls.length).toBe(warnings)
              expect(notices.mock.calls.length).toBe(noticesHeard)
            } else {
              expect(logger.warn.mock.calls.length).toBeLessThanOrEqual(warnings + 1)
            }
          }
          channel.close()
        },
      ),
      { numRuns: 300 },
    )
  })

  it('behavior: a notice from another origin or window never reaches a listener', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .record({
              message: fc.oneof(
                fc
                  .constantFrom(...frameNoticeTypes)
                  .map((type) => ({ type, payload: noticeExamples[type] })),
                mostlyAnything,
              ),
              origin: fc.constantFrom(...origins),
              source: fc.constantFrom(...sources),
            })
            .filter(({ origin, source }) => origin !== FRAME_ORIGIN || source !== 'expected'),
          { minLength: 1, maxLength: 30 },
        ),
        (arrivals) => {
          const appWindow = createFakeWindow(APP_ORIGIN)
          const frameWindow = createFakeWindow(FRAME_ORIGIN)
          const impostor = createFakeWindow(FRAME_ORIGIN)
          const logger = { warn: vi.fn() }
          const channel = createFrameChannel({
            side: 'app',
            target: frameWindow.from(appWindow),
            source: () => frameWindow.asSource(),
            targetOrigin: FRAME_ORIGIN,
            listen: appWindow.listen,
            logger,
          })
          const listener = vi.fn()
          for (const type of frameNoticeTypes) channel.on(type, listener)
          for (const { message, origin, source } of arrivals) {
            appWindow.dispatch({
              data: message,
              origin,
              source: sourceOf(source, frameWindow, impostor),
            })
          }
          expect(listener).not.toHaveBeenCalled()
          expect(logger.warn).not.toHaveBeenCalled()
          channel.close()
        },
      ),
      { numRuns: 300 },
    )
  })
})

function appMessage() {
  const id = fc.oneof(fc.uuid(), fc.string(), mostlyAnything)
  const type = fc.oneof(
    fc.constantFrom(...appEventTypes),
    fc.constantFrom(...frameEventTypes),
    fc.string(),
  )
  return fc.oneof(
    mostlyAnything,
    fc.record({ id, type, payload: mostlyAnything }, { requiredKeys: [] }),
    fc
      .tuple(fc.option(fc.uuid(), { nil: undefined }), fc.constantFrom(...appEventTypes))
      .map(([requestId, requestType]) => ({
        ...(requestId === undefined ? {} : { id: requestId }),
        type: requestType,
        payload: appEventExamples[requestType],
      })),
  )
}

describe('the frame end, under random messages', () => {
  it('behavior: never throws, and only requests from the app reach a handler', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arrival(appMessage(), APP_ORIGIN), { maxLength: 40 }),
        async (arrivals) => {
          const appWindow = createFakeWindow(APP_ORIGIN)
          const frameWindow = createFakeWindow(FRAME_ORIGIN)
          const impostor = createFakeWindow(APP_ORIGIN)
          const logger = { warn: vi.fn() }
          const channel = createFrameChannel({
            side: 'frame',
            target: appWindow.from(frameWindow),
            source: () => appWindow.asSource(),
            targetOrigin: APP_ORIGIN,
            listen: frameWindow.listen,
            logger,
          })
          let current: (typeof arrivals)[number] | undefined
          const handled: { type: AppEventType; payload: unknown; arrival: typeof current }[] = []
          for (const type of appEventTypes) {
            channel.handle(type, (payload: unknown) => {
              handled.push({ type, payload, arrival: current })
              return successExamples[type] as never
            })
          }
          for (const next of arrivals) {
            current = next
            const warnings = logger.warn.mock.calls.length
            const handledBefore = handled.length
            expect(() =>
              frameWindow.dispatch({
                data: next.message,
                origin: next.origin,
                source: sourceOf(next.source, appWindow, impostor),
              }),
            ).not.toThrow()
            expect(handled.length).toBeLessThanOrEqual(handledBefore + 1)
            expect(logger.warn.mock.calls.length).toBeLessThanOrEqual(warnings + 1)
            if (next.origin !== APP_ORIGIN || next.source !== 'expected') {
              expect(logger.warn.mock.calls.length).toBe(warnings)
            }
          }
          for (const { type, payload, arrival: from } of handled) {
            expect(from?.origin).toBe(APP_ORIGIN)
            expect(from?.source).toBe('expected')
            expect(from?.message).toMatchObject({ id: expect.any(String), type })
            // Handlers get the validated payload, never the raw one.
            const parsed = appEventSchema.safeParse(from?.message)
            expect(parsed.success).toBe(true)
            expect(payload).toStrictEqual(parsed.data?.payload)
          }
          await flush()
          // Every handled request is answered once, to the app's origin, with its own id.
          const replies = appWindow.posted
          expect(replies).toHaveLength(handled.length)
          for (const [index, { message, targetOrigin }] of replies.entries()) {
            expect(targetOrigin).toBe(APP_ORIGIN)
            const request = handled[index]?.arrival?.message as { id: string; type: AppEventType }
            expect(message).toMatchObject({
              id: request.id,
              type: frameReplyType(request.type, 'SUCCESS'),
            })
          }
          channel.close()
        },
      ),
      { numRuns: 300 },
    )
  })
})
