// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// The session validator that SmartSessions (Rhinestone's audited session module) asks whether a
/// session's user operation was signed by the session key: an ERC-7780 stateless validator, so
/// it holds nothing itself; SmartSessions stores each session's key (`sessionValidatorInitData`,
/// the key's 20-byte address) and passes it back as `data`. The session key signs the EntryPoint
/// v0.8 user operation hash (EIP-712) as is, like the account's owner does.
///
/// Ours because npm has no build of Rhinestone's own session validators.
contract LatchSessionKeyValidator {
    // ERC-7579 module type of a stateless validator; SmartSessions enables no other kind.
    uint256 private constant STATELESS_VALIDATOR = 7;

    function isModuleType(uint256 moduleTypeId) external pure returns (bool) {
        return moduleTypeId == STATELESS_VALIDATOR;
    }

    /// True when `signature` is the key `data` names signing `hash`. OpenZeppelin's recovery
    /// refuses malleable (high-s) signatures, so one signature cannot be replayed as another.
    function validateSignatureWithData(bytes32 hash, bytes calldata signature, bytes calldata data)
        external
        pure
        returns (bool)
    {
        if (data.length != 20) return false;
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecoverCalldata(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == address(bytes20(data));
    }
}
