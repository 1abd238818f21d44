// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// A SmartSessions action policy: the session may make ERC-20 `transfer(to, amount)` calls, with
/// no native value, whose amounts add up to at most `limit` over the session's life. SmartSessions
/// runs it during validation for every call of an operation whose target and selector the session
/// permits (the action), so an operation that would go over the limit is refused before it runs.
///
/// The amount spent is counted when the operation is validated: an operation that then reverts
/// in execution still counts. Enabling the session anew (same config id) starts again from zero.
/// Limits are kept per (config id, SmartSessions, account); the config id names the session and
/// the action (token and selector), so each token has its own limit. Ours because npm has no
/// build of Rhinestone's own policies.
contract LatchSpendingLimitPolicy {
    struct SpendingLimit {
        uint256 limit;
        uint256 spent;
    }

    /// A limit of zero permits nothing: it is refused when the session is enabled.
    error InvalidLimit();

    uint256 private constant VALIDATION_SUCCESS = 0;
    // ERC-4337's "signature failed" validation data; SmartSessions reverts with
    // `PolicyViolation` when a policy returns it.
    uint256 private constant VALIDATION_FAILED = 1;

    mapping(bytes32 configId => mapping(address multiplexer => mapping(address account => SpendingLimit)))
        private _limits;

    /// SmartSessions calls it when the account enables the session, and again (overwriting, the
    /// amount spent back to zero) when it enables it anew. `initData` is `abi.encode(uint256 limit)`.
    function initializeWithMultiplexer(address account, bytes32 configId, bytes calldata initData) external {
        uint256 limit = abi.decode(initData, (uint256));
        if (limit == 0) revert InvalidLimit();
        _limits[configId][msg.sender][account] = SpendingLimit(limit, 0);
    }

    /// Counts the call's amount and fails it when it is not a plain `transfer(to, amount)`, sends
    /// native value, or would take the total over the limit.
    function checkAction(bytes32 configId, address account, address, uint256 value, bytes calldata data)
        external
        returns (uint256)
    {
        SpendingLimit storage spending = _limits[configId][msg.sender][account];
        if (spending.limit == 0 || value != 0) return VALIDATION_FAILED;
        if (data.length != 68 || bytes4(data[:4]) != IERC20.transfer.selector) return VALIDATION_FAILED;
        (, uint256 amount) = abi.decode(data[4:], (address, uint256));
        if (amount > spending.limit - spending.spent) return VALIDATION_FAILED;
        spending.spent += amount;
        return VALIDATION_SUCCESS;
    }

    /// SmartSessions enables an action policy only if it answers true for `IActionPolicy` (the
    /// selector of `checkAction`).
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == this.checkAction.selector || interfaceId == this.supportsInterface.selector;
    }
}
