// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {PackedUserOperation} from "@openzeppelin/contracts/interfaces/IERC4337.sol";

/// A SmartSessions policy, for user operations and for actions: a session's operations (or its
/// calls of one action) are valid only from `validAfter` until `validUntil` (seconds since the
/// epoch). It does not read the clock, which
/// ERC-4337 forbids during validation (ERC-7562): it returns the window as the validation data's
/// time range, and the EntryPoint refuses an operation outside it ("AA22 expired or not due"),
/// at the bundler and again on chain.
///
/// SmartSessions calls it with the session's config id and keeps one window per session and
/// account; each window is stored under (config id, SmartSessions, account), so a session
/// multiplexer other than SmartSessions cannot change it. Ours because npm has no build of
/// Rhinestone's own policies.
contract LatchTimeFramePolicy {
    struct TimeFrame {
        uint48 validAfter;
        uint48 validUntil;
    }

    /// An initData whose window is empty or never ends: a session key must expire.
    error InvalidTimeFrame(uint48 validAfter, uint48 validUntil);

    // ERC-4337's "signature failed" validation data; SmartSessions reverts with
    // `PolicyViolation` when a policy returns it.
    uint256 private constant VALIDATION_FAILED = 1;

    mapping(bytes32 configId => mapping(address multiplexer => mapping(address account => TimeFrame)))
        private _timeFrames;

    /// SmartSessions calls it when the account enables the session, and again (overwriting) when
    /// it enables it anew. `initData` is `abi.encode(uint48 validAfter, uint48 validUntil)`.
    function initializeWithMultiplexer(address account, bytes32 configId, bytes calldata initData) external {
        (uint48 validAfter, uint48 validUntil) = abi.decode(initData, (uint48, uint48));
        if (validUntil == 0 || validUntil <= validAfter) revert InvalidTimeFrame(validAfter, validUntil);
        _timeFrames[configId][msg.sender][account] = TimeFrame(validAfter, validUntil);
    }

    /// The window as ERC-4337 validation data, for a user-operation policy.
    function checkUserOpPolicy(bytes32 configId, PackedUserOperation calldata userOp) external view returns (uint256) {
        return _validationData(configId, userOp.sender);
    }

    /// The window as ERC-4337 validation data, for an action policy: SmartSessions intersects
    /// the windows of every policy of every call of the operation.
    function checkAction(bytes32 configId, address account, address, uint256, bytes calldata)
        external
        view
        returns (uint256)
    {
        return _validationData(configId, account);
    }

    /// SmartSessions enables a policy only if it answers true for `IUserOpPolicy` (the selector
    /// of `checkUserOpPolicy`) or `IActionPolicy` (the selector of `checkAction`), as used.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == this.checkUserOpPolicy.selector || interfaceId == this.checkAction.selector
            || interfaceId == this.supportsInterface.selector;
    }

    // `validUntil` in bits 160-207, `validAfter` in 208-255; a session this policy was never set
    // up for fails.
    function _validationData(bytes32 configId, address account) private view returns (uint256) {
        TimeFrame memory timeFrame = _timeFrames[configId][msg.sender][account];
        if (timeFrame.validUntil == 0) return VALIDATION_FAILED;
        return (uint256(timeFrame.validUntil) << 160) | (uint256(timeFrame.validAfter) << 208);
    }
}
