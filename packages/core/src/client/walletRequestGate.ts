import type { ActorRefFrom } from 'xstate'
import type { WalletRequestApproval } from '../auth/walletRequestApproval.js'
import { FrameError } from '../errors/frame.js'
import { classifyRpcResult } from '../machines/rpcMethods.js'
import type { walletRequestMachine } from '../machines/walletRequest.js'

export type WalletRequestGateParameters = {
  walletRequest: () => ActorRefFrom<typeof walletRequestMachine>
  /** Whether the modal shows a view the visitor returns to once the request is answered. */
  modalOpen: () => boolean
}

/** The embedded wallet's requests in the wallet-request machine (SPEC.md §5). */
export type WalletRequestGate = {
  /**
   * Takes a signing request through the machine: `request.received` (which opens
   * ApproveTransaction), then to the frame, then `request.succeeded` or `request.failed`.
   * Resolves with the wallet's answer. Safe methods never come here: the embedded wallet
   * sends them itself (embeddedWalletRequests.ts).
   */
  submit(request: WalletRequestApproval): Promise<unknown>
  /**
   * The machine's `rejectRequests` (the modal closed, Reject): the requests reject with "User
   * rejected the request." and are taken back from the frame (APP_RPC_ABORT).
   */
  reject(ids: readonly string[]): void
}

type Entry = {
  request: WalletRequestApproval
  controller: AbortController
  resolve(result: unknown): void
  reject(error: unknown): void
}

/**
 * Feeds the wallet-request machine with the embedded wallet's requests and carries out what it
 * decides. The frame shows its approval card as soon as a signing request reaches it, so a
 * signing request is sent once the machine has it pending: the visitor's Approve is the
 * frame's, never the page's. A request opened while the modal shows a view pushes the
 * transaction stack, so that its answer returns there; else the modal closes after it. One
 * arriving while others wait joins them on the ApproveTransaction already shown: it pushes
 * nothing, so one Back (or Cancel) returns to the view before.
 */
export function createWalletRequestGate({
  walletRequest,
  modalOpen,
}: WalletRequestGateParameters): WalletRequestGate {
  const entries = new Map<string, Entry>()
  let count = 0

  function start(id: string): void {
    const entry = entries.get(id)
    if (!entry) return
    entry.request.send(entry.controller.signal).then(
      (result) => {
        if (!entries.delete(id)) return
        walletRequest().send({ type: 'request.succeeded', id, answer: classifyRpcResult(result) })
        entry.resolve(result)
      },
      (error: unknown) => {
        if (!entries.delete(id)) return
        walletRequest().send({ type: 'request.failed', id })
        entry.reject(error)
      },
    )
  }

  return {
    submit(request) {
      count += 1
      const id = `embedded-${count}`
      return new Promise((resolve, reject) => {
        entries.set(id, { request, controller: new AbortController(), resolve, reject })
        const actor = walletRequest()
        const showing = actor.getSnapshot().context.pending.length > 0
        if (!showing && modalOpen()) actor.send({ type: 'stack.push' })
        actor.send({ type: 'request.received', id, method: request.method, secureFrame: true })
        start(id)
      })
    },
    reject(ids) {
      for (const id of ids) {
        const entry = entries.get(id)
        if (!entry) continue
        entries.delete(id)
        entry.controller.abort()
        entry.reject(new FrameError('RPC_USER_REJECTED'))
      }
    },
  }
}
