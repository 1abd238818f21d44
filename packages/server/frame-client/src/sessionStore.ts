/** Where the frame keeps its session's bearer token: its own origin's storage. */
export type SessionStore = {
  get(): string | undefined
  set(token: string): void
  clear(): void
}

/**
 * The token of `projectId` in `storage` (the frame origin's localStorage). Where storage is
 * blocked, the session lasts as long as the page.
 */
export function createSessionStore(projectId: string, storage: Storage | undefined): SessionStore {
  const key = `latch.frame.session.${projectId}`
  let memory: string | undefined
  return {
    get() {
      try {
        return storage?.getItem(key) ?? memory
      } catch {
        return memory
      }
    },
    set(token) {
      memory = token
      try {
        storage?.setItem(key, token)
      } catch {
        // Blocked storage: the token stays in memory.
      }
    },
    clear() {
      memory = undefined
      try {
        storage?.removeItem(key)
      } catch {
        // Nothing was stored.
      }
    },
  }
}
