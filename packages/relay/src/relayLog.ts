/**
 * What the relay writes to its log: reasons and counts, never a message, a topic's traffic or
 * a token. `console` with `[latch-relay]` by default.
 */
export type RelayLog = { warn(message: string): void; error(message: string): void }
