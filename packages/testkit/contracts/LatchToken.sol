// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Latch devnet token
/// @notice OpenZeppelin's audited ERC-20 with a fixed supply minted at deployment: the Latch
/// Test Token (LTT, 18 decimals) and the Latch USD stablecoin (LUSD, 6 decimals) are both this
/// contract. No owner and no later minting, so a balance only moves by a transfer.
contract LatchToken is ERC20 {
    uint8 private immutable tokenDecimals;

    /// @param holders who receives the supply; an address listed twice receives both amounts
    /// (the deployer gets the dev accounts' share plus what it puts into the pools).
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256[] memory amounts
    ) ERC20(name_, symbol_) {
        require(holders.length == amounts.length, "LatchToken: holders and amounts differ");
        tokenDecimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amounts[i]);
        }
    }

    function decimals() public view override returns (uint8) {
        return tokenDecimals;
    }
}
