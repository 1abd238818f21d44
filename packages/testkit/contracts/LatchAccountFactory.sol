// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {LatchAccount} from "./LatchAccount.sol";

/// Makes an owner's LatchAccount as an EIP-1167 minimal clone of one implementation, at a
/// CREATE2 address known before it exists (counterfactual): a wallet shows the address and
/// receives funds at once, and the account's first user operation deploys it (its initCode is
/// this factory and `createAccount(owner, index)`).
contract LatchAccountFactory {
    /// The LatchAccount every account clones; latch-server recognises our accounts by it.
    address public immutable implementation;

    constructor(address implementation_) {
        implementation = implementation_;
    }

    /// The address of `owner`'s account number `index`, deployed or not.
    function getAddress(address owner, uint256 index) public view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _salt(owner, index));
    }

    /// Deploys `owner`'s account number `index` and returns its address; returns the address
    /// alone when it exists already, so that a repeated initCode does not revert.
    function createAccount(address owner, uint256 index) external returns (address account) {
        account = getAddress(owner, index);
        if (account.code.length == 0) {
            Clones.cloneDeterministic(implementation, _salt(owner, index));
            LatchAccount(payable(account)).initialize(owner);
        }
    }

    // The owner is in the salt: nobody can deploy someone else's address with another owner.
    function _salt(address owner, uint256 index) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, index));
    }
}
