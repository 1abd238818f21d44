import { walletGetAssetsResponseSchema } from '@latch/frame-protocol'
import { FrameError } from '../errors/frame.js'

/**
 * The embedded wallet's answer to `method`, once Latch has checked what SPEC.md §5 says it must
 * be: asset discovery (`wallet_getAssets`) only as a map of lists of valid assets, so that a
 * site never reads a malformed one as the visitor's holdings. Other answers go as they came.
 */
export function checkedAnswer(method: string, answer: unknown): unknown {
  if (method !== 'wallet_getAssets') return answer
  const parsed = walletGetAssetsResponseSchema.safeParse(answer)
  if (parsed.success) return answer
  const [issue] = parsed.error.issues
  throw new FrameError('INVALID_MESSAGE', {
    details: `wallet_getAssets answered something other than a map of lists of valid assets${
      issue ? ` (${issue.path.join('.') || 'the answer'}: ${issue.message})` : ''
    }`,
  })
}
