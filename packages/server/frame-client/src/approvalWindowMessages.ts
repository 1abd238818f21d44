import * as z from 'zod/mini'

// The messages between the secure frame and its approval window (approvalWindow.ts): both are
// documents of the frame's own origin, and each posts to the other's origin only.

/** The window has loaded and asks its opener, the frame, for the request to show. */
export const APPROVAL_WINDOW_READY = 'LATCH_APPROVAL_WINDOW_READY'
/** The frame's answer to READY: the request's card, for this window only. */
export const APPROVAL_WINDOW_REQUEST = 'LATCH_APPROVAL_WINDOW_REQUEST'
/** The visitor's answer in the window, for the request it was sent. */
export const APPROVAL_WINDOW_ANSWER = 'LATCH_APPROVAL_WINDOW_ANSWER'

const rowSchema = z.object({ label: z.string(), value: z.string() })
const summarySchema = z.object({
  title: z.string(),
  rows: z.array(rowSchema),
  // A batch's calls, each with its facts: the window shows all of them, as the card does.
  calls: z.optional(z.array(z.array(rowSchema))),
})

// What the frame took of APP_SYNC_THEME (frameTheme.ts reads only the mode and the accent).
const themeSchema = z.object({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
})

export const approvalWindowMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(APPROVAL_WINDOW_READY) }),
  z.object({
    type: z.literal(APPROVAL_WINDOW_REQUEST),
    /** Names this window's request: its answer must carry it back. */
    nonce: z.uuid(),
    summary: summarySchema,
    theme: z.optional(themeSchema),
  }),
  z.object({
    type: z.literal(APPROVAL_WINDOW_ANSWER),
    nonce: z.uuid(),
    answer: z.enum(['approve', 'reject']),
  }),
])
export type ApprovalWindowMessage = z.output<typeof approvalWindowMessageSchema>

/**
 * Where the server serves the approval window's page (`src/frame/framePage.ts`, which this
 * bundle cannot import: it reads files; approvalWindow.test.ts checks that the two agree).
 */
export const approvalWindowPath = '/approval'
