// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Latch Test Token (LTT)
/// @notice A minimal ERC-20 for Latch's local chains: fixed supply minted at deployment to
/// the dev accounts, no owner, no extras.
contract LatchTestToken {
    string public constant name = "Latch Test Token";
    string public constant symbol = "LTT";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address[] memory holders, uint256 amountEach) {
        for (uint256 i = 0; i < holders.length; i++) {
            balanceOf[holders[i]] += amountEach;
            emit Transfer(address(0), holders[i], amountEach);
        }
        totalSupply = amountEach * holders.length;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "LTT: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "LTT: transfer to the zero address");
        require(balanceOf[from] >= value, "LTT: insufficient balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
