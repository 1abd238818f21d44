import { frameSocialProviders, type UserRecord } from '@latch/frame-protocol'
import { namespaceOf } from '../wallet/caipChainId.js'
import type { EvmAccountsOnChain } from '../wallet/evmAccounts.js'
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
 * The user record of SPEC.md §3 on `chainId`: the active account of that chain's namespace
 * (`address`), every account with its type (on an eip155 chain with smart accounts, the key's
 * account and the smart account), whether the smart account has code yet, and the type in use.
 */
export function userRecord(
  user: EmbeddedUser,
  addresses: WalletAddresses,
  chainId: string,
  evm?: EvmAccountsOnChain,
): UserRecord {
  const identity = {
    ...(user.email === undefined ? {} : { email: user.email }),
    chainId,
    ...(user.userName === undefined ? {} : { userName: user.userName }),
    ...socialProviderOf(user),
  }
  if (namespaceOf(chainId) !== 'eip155' || !evm?.smartAccount) {
    const address = addresses[namespaceOf(chainId)]
    return {
      ...identity,
      address,
      accounts: [{ address, type: 'eoa' }],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    }
  }
  return {
    ...identity,
    address: evm.address,
    accounts: [
      { address: evm.eoa, type: 'eoa' },
      { address: evm.smartAccount.address, type: 'smartAccount' },
    ],
    smartAccountDeployed: evm.smartAccount.deployed,
    preferredAccountType: evm.active,
  }
}
