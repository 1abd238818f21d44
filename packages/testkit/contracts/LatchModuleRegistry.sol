// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// The ERC-7484 module registry of the local chains, put at Rhinestone's registry address
/// (`0x000000000069E2a187AEFFb852bF3cCdC95151B2`), which SmartSessions asks, before it enables a
/// session, whether each policy and session validator may be used: `checkForAccount` reverts for
/// a module nobody vouched for, and SmartSessions then refuses the session. Here one attester
/// (the deployer) vouches for the testkit's own modules; the real registry weighs attestations
/// of auditors each account chose. Ours because npm has no build of Rhinestone's registry.
contract LatchModuleRegistry {
    /// Who may vouch for modules; built into the code, which is copied to the registry address.
    address public immutable attester;

    mapping(address module => bool) private _attested;

    error NotAttester(address caller);
    error ModuleNotAttested(address module);

    constructor(address attester_) {
        attester = attester_;
    }

    function attest(address module) external {
        if (msg.sender != attester) revert NotAttester(msg.sender);
        _attested[module] = true;
    }

    /// ERC-7484: reverts unless `module` may be used (SmartSessions asks for its policies).
    function checkForAccount(address, address module) external view {
        _requireAttested(module);
    }

    /// ERC-7484 with the module type (SmartSessions asks for session validators, type 7).
    function checkForAccount(address, address module, uint256) external view {
        _requireAttested(module);
    }

    function _requireAttested(address module) private view {
        if (!_attested[module]) revert ModuleNotAttested(module);
    }
}
