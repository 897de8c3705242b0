// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title TetherToken (test double)
/// @notice Behaves like mainnet USDT where it differs from the ERC-20 standard:
///  - `transfer`, `approve` and `transferFrom` return NOTHING. Callers that decode a `bool`
///    result (the standard ERC-20 ABI) get empty return data and fail; they need a USDT ABI
///    whose functions have no outputs.
///  - `approve` from a non-zero allowance to another non-zero allowance reverts: the allowance
///    has to be set to 0 first.
///  - failures revert without a reason string, like the original.
/// Anyone may `mint`: it is a test token, never deploy it anywhere real.
contract TetherToken {
    string public name;
    string public symbol;
    uint8 public decimals;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 initialSupply, string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        totalSupply = initialSupply;
        balanceOf[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    function transfer(address to, uint256 value) public {
        _transfer(msg.sender, to, value);
    }

    function approve(address spender, uint256 value) public {
        require(!((value != 0) && (allowance[msg.sender][spender] != 0)));
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function transferFrom(address from, address to, uint256 value) public {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value);
        if (allowed < type(uint256).max) {
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
    }

    /// @notice Test helper: creates `value` new tokens for `to`.
    function mint(address to, uint256 value) public {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value);
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
