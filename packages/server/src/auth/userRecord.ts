import { frameSocialProviders, type UserRecord } from '@latch/frame-protocol'
import { namespaceOf } from '../wallet/caipChainId.js'
import type { WalletAddresses } from '../wallet/walletVault.js'
import type { EmbeddedUser } from './userStore.js'

const socialProviders: readonly string[] = [...frameSocialProviders, 'farcaster']

function socialProviderOf(user: EmbeddedUser): Pick<UserRecord, 'socialProvider'> {
  const provider = user.socialProvider
  return provider !== undefined && socialProviders.includes(provider)
    ? { socialProvider: provider as NonNullable<UserRecord['socialProvider']> }
    : {}
}

/**
 * The user record of SPEC.md §3 on `chainId`: the account of that chain's namespace (the
 * wallet is an EOA: no smart account is deployed).
 */
export function userRecord(
  user: EmbeddedUser,
  addresses: WalletAddresses,
  chainId: string,
): UserRecord {
  const address = addresses[namespaceOf(chainId)]
  return {
    ...(user.email === undefined ? {} : { email: user.email }),
    address,
    chainId,
    accounts: [{ address, type: 'eoa' }],
    ...(user.userName === undefined ? {} : { userName: user.userName }),
    ...socialProviderOf(user),
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  }
}
