/**
 * `read`, remembering its last arguments and result: called again with the same arguments
 * (each the same value or object), it returns the same result without reading again. The
 * memo of a selector whose inputs are snapshots, which change identity exactly when they
 * change.
 *
 * @example
 * const selectOpen = memoLast((modal: ModalSnapshot) => ({ open: modal.matches('open') }))
 * selectOpen(snapshot) === selectOpen(snapshot) // true
 */
export function memoLast<Args extends unknown[], Result>(
  read: (...args: Args) => Result,
): (...args: Args) => Result {
  let last: { args: Args; result: Result } | undefined
  return (...args) => {
    if (
      last &&
      last.args.length === args.length &&
      args.every((arg, index) => Object.is(arg, last?.args[index]))
    ) {
      return last.result
    }
    const result = read(...args)
    last = { args, result }
    return result
  }
}
