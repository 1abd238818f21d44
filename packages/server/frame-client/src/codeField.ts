import { FrameError } from '@latch/frame-protocol'

/** The part of `document` the field uses; a test passes a fake one. */
export type CodeFieldDocument = Pick<Document, 'createElement' | 'body'>

/** The one-time code field of the secure frame. */
export type CodeField = {
  /**
   * Shows the field (focused) and resolves with the six digits the visitor types into it.
   * Asking again takes over: the earlier ask rejects with "Request was aborted".
   */
  ask(): Promise<string>
  /** The typed code is being checked: the field waits. */
  checking(): void
  /** The code was refused (`message` says why, under the field): the field is emptied. */
  refused(message?: string): void
  /** The code was right: the field goes away. */
  done(): void
}

const codeLength = 6

/**
 * The one-time code is typed here, in the frame's own document, never in the page: a page's
 * script (its own, a dependency's, a session recorder's) cannot read it, and the server takes
 * it only from this document. The modal shows the frame over its code area. Six digits send
 * themselves; pasting a code works; `autocomplete="one-time-code"` lets the browser offer it.
 *
 * @example
 * const field = createCodeField(document)
 * const otp = await field.ask()
 */
export function createCodeField(document: CodeFieldDocument): CodeField {
  let form: HTMLFormElement | undefined
  let input: HTMLInputElement | undefined
  let waiting: { resolve(code: string): void; reject(error: Error): void } | undefined

  function submitIfComplete(): void {
    if (!input) return
    const digits = input.value.replace(/\D/g, '').slice(0, codeLength)
    if (input.value !== digits) input.value = digits
    // Typing again clears the last refusal.
    if (digits.length > 0 && input.getAttribute('aria-invalid') === 'true') {
      input.setAttribute('aria-invalid', 'false')
      setStatus('')
    }
    if (!waiting) return
    if (digits.length !== codeLength) return
    const { resolve } = waiting
    waiting = undefined
    resolve(digits)
  }

  function render(): HTMLInputElement {
    if (input) return input
    form = document.createElement('form')
    form.className = 'code'
    form.noValidate = true
    const label = document.createElement('label')
    label.className = 'code__label'
    label.htmlFor = 'code'
    label.textContent = 'Code'
    const field = document.createElement('input')
    field.id = 'code'
    field.className = 'code__input'
    field.type = 'text'
    field.inputMode = 'numeric'
    field.autocomplete = 'one-time-code'
    field.maxLength = codeLength
    field.setAttribute('pattern', '[0-9]{6}')
    field.setAttribute('aria-describedby', 'code-status')
    field.addEventListener('input', submitIfComplete)
    const status = document.createElement('p')
    status.id = 'code-status'
    status.className = 'code__status'
    status.setAttribute('role', 'status')
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      submitIfComplete()
    })
    form.append(label, field, status)
    document.body.append(form)
    input = field
    return field
  }

  function setStatus(text: string): void {
    const status = form?.querySelector('.code__status')
    if (status) status.textContent = text
  }

  return {
    ask() {
      waiting?.reject(new FrameError('RPC_ABORTED'))
      const field = render()
      field.disabled = false
      field.focus()
      const typed = new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject }
      })
      // A code typed while nobody asked (between two asks) counts now.
      submitIfComplete()
      return typed
    },
    checking() {
      if (input) input.disabled = true
      setStatus('Checking the code…')
    },
    refused(message) {
      if (!input) return
      input.disabled = false
      input.value = ''
      input.setAttribute('aria-invalid', message ? 'true' : 'false')
      setStatus(message ?? '')
    },
    done() {
      waiting?.reject(new FrameError('RPC_ABORTED'))
      waiting = undefined
      form?.remove()
      form = undefined
      input = undefined
    },
  }
}
