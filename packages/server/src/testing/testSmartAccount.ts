import { encodeErc7579Execute } from '@latch/smart-account-encoding'
import { encodeFunctionData, type Hex, type PublicClient } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { SmartAccountChain } from '../config/smartAccountsConfig.js'
import { embeddedAccountIndex, latchAccountFactoryAbi } from '../smartAccounts/latchAccountAbi.js'

/**
 * A `LatchAccount` of `owner` as any client outside the server would drive it (viem's
 * `toSmartAccount`): for the tests of `/v1/bundler` and `/v1/paymaster`.
 */
export async function testSmartAccount(
  client: PublicClient,
  settings: SmartAccountChain,
  owner: PrivateKeyAccount,
): Promise<SmartAccount> {
  const address = await client.readContract({
    address: settings.accountFactory,
    abi: latchAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, embeddedAccountIndex],
  })
  const chainId = await client.getChainId()
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: settings.entryPoint, version: '0.8' },
    getAddress: async () => address,
    // Key 0: the owner's validator (the key's top 20 bytes name the module).
    getNonce: () =>
      client.readContract({
        address: settings.entryPoint,
        abi: entryPoint08Abi,
        functionName: 'getNonce',
        args: [address, 0n],
      }),
    getFactoryArgs: async () => ({
      factory: settings.accountFactory,
      factoryData: encodeFunctionData({
        abi: latchAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, embeddedAccountIndex],
      }),
    }),
    encodeCalls: async (calls) => encodeErc7579Execute(calls),
    getStubSignature: async () =>
      '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c',
    signUserOperation: async (operation) =>
      owner.sign({
        hash: getUserOperationHash({
          userOperation: { ...operation, sender: address, signature: '0x' },
          entryPointAddress: settings.entryPoint,
          entryPointVersion: '0.8',
          chainId,
        }),
      }),
    signMessage: async () => {
      throw new Error('not used by these tests')
    },
    signTypedData: async (): Promise<Hex> => {
      throw new Error('not used by these tests')
    },
  })
}
