import { InternalError } from '../errors/internal.js'
import type { BlockchainService } from '../services/blockchainService.js'

/**
 * The blockchain service's client, where the site configured one; "services.blockchainUrl is
 * not provided" where it did not (the swap and buy forms say their feature is not available).
 */
export function blockchainOf(
  blockchain: (() => Promise<BlockchainService>) | undefined,
): Promise<BlockchainService> {
  if (!blockchain) {
    throw new InternalError('NOT_PROVIDED', { values: { name: 'services.blockchainUrl' } })
  }
  return blockchain()
}
