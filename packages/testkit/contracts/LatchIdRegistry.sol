// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Latch devnet Farcaster ID registry
/// @notice The two reads of Farcaster's IdRegistry (Optimism) that Sign In With Farcaster
/// relies on, `idOf(custody)` and `custodyOf(fid)`, on a local chain. Ids are handed out in
/// order from 1 by the owner (the deployer): the real registry's gateways, storage rent and
/// recovery are no part of a sign-in.
contract LatchIdRegistry {
    address public immutable owner;
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    constructor() {
        owner = msg.sender;
    }

    /// @notice Gives `to` the next fid; an address has at most one, as on the real registry.
    function register(address to) external returns (uint256 fid) {
        require(msg.sender == owner, "LatchIdRegistry: only the owner registers");
        require(to != address(0), "LatchIdRegistry: no custody address");
        require(idOf[to] == 0, "LatchIdRegistry: the address has an fid");
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid);
    }
}
