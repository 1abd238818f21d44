import type { ActorRefFrom } from 'xstate'
import type { lazyChildMachine } from '../machines/lazyChild.js'
import { settled } from './settled.js'

/**
 * The machine a lazy child runs, once its code has loaded (at once if it has), read by `read`
 * (`siwxOf`, `sendFormOf`...). A load that failed rejects with its error, and one that left no
 * machine with `missing()`.
 *
 * @example
 * const siwx = await whenLoaded(loader, () => siwxOf(runtime.context()), () => new SiwxError('NOT_ENABLED'))
 */
export async function whenLoaded<Child>(
  loader: ActorRefFrom<typeof lazyChildMachine>,
  read: () => Child | undefined,
  missing: () => Error,
): Promise<Child> {
  const done = await settled(
    loader,
    (snapshot) => snapshot.value !== 'loading' || snapshot.status !== 'active',
  )
  const child = read()
  if (!child) throw done.context.error ?? missing()
  return child
}
