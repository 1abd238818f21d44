// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {AccountERC7579} from "@openzeppelin/contracts/account/extensions/draft-AccountERC7579.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";

/// The local chains' smart account: OpenZeppelin's audited ERC-7579 modular account, owned by
/// one ECDSA key. ERC-7579 so that a validator module (smart sessions) can be installed later
/// and sign instead of the owner: a user operation names its validator in the top 20 bytes of
/// its nonce key; zero (or a module that is not installed) means the owner, who signs the
/// EntryPoint v0.8 user operation hash (EIP-712) as is.
///
/// Deployed once as an implementation; every account is a minimal clone of it made by
/// `LatchAccountFactory`, which sets the clone's owner in `initialize`.
contract LatchAccount is AccountERC7579, SignerECDSA, Initializable {
    IEntryPoint private immutable _entryPoint;

    // The implementation itself has no owner and can never be given one: only clones are used.
    constructor(IEntryPoint entryPoint_) SignerECDSA(address(0)) {
        _entryPoint = entryPoint_;
        _disableInitializers();
    }

    /// Sets a fresh clone's owner; the factory calls it in the clone's creating transaction,
    /// so nobody can take the clone in between.
    function initialize(address owner) external initializer {
        _setSigner(owner);
    }

    /// OpenZeppelin 5.7 defaults to the v0.9 EntryPoint; the local chains run v0.8 (the version
    /// the bundler and viem's smart-account helpers agree on), at the address given here.
    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    // Both parents define it: the owner's ECDSA signature is the account's own validation.
    function _rawSignatureValidation(bytes32 hash, bytes calldata signature)
        internal
        view
        override(AccountERC7579, SignerECDSA)
        returns (bool)
    {
        return SignerECDSA._rawSignatureValidation(hash, signature);
    }
}
