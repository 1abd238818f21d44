// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {PaymasterSigner} from "@openzeppelin/contracts/account/paymaster/extensions/PaymasterSigner.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// OpenZeppelin's audited verifying paymaster: it pays, from its deposit at the EntryPoint,
/// for every user operation that its signer (latch-server's paymaster key) signed.
///
/// `paymasterData` is `validAfter (6 bytes) | validUntil (6 bytes) | signature (65 bytes)`; the
/// signature is EIP-712 over OpenZeppelin's `UserOperationRequest` (the operation without its
/// paymaster data, and the validity window) in the domain `("LatchPaymaster", "1", chainId,
/// this contract)`.
contract LatchPaymaster is PaymasterSigner, SignerECDSA {
    IEntryPoint private immutable _entryPoint;
    address private immutable _withdrawer;

    constructor(IEntryPoint entryPoint_, address signer, address withdrawer)
        EIP712("LatchPaymaster", "1")
        SignerECDSA(signer)
    {
        _entryPoint = entryPoint_;
        _withdrawer = withdrawer;
    }

    /// OpenZeppelin 5.7 defaults to the v0.9 EntryPoint; ours is v0.8 (see LatchAccount).
    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    /// Adds to the deposit at the EntryPoint that pays for the operations this paymaster signs.
    /// Anyone may pay in.
    function deposit() external payable {
        _deposit(msg.value);
    }

    /// Takes `value` out of the deposit; only the withdrawer (who deployed it) may.
    function withdraw(address payable to, uint256 value) external {
        require(msg.sender == _withdrawer, "LatchPaymaster: not the withdrawer");
        _withdraw(to, value);
    }
}
