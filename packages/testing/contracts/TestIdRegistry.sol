// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal Farcaster IdRegistry for tests: fids counted up from 1, each with a custody address
/// (`custodyOf`, the address that signs Sign In With Farcaster messages) and the reverse `idOf`.
/// The deployer registers fids for custody addresses and moves them (`transfer`); an address holds
/// at most one fid, as in Farcaster's registry.
contract TestIdRegistry {
    address public immutable owner;
    uint256 public idCounter;
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    event Register(address indexed to, uint256 indexed id);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error Unauthorized();
    error HasId();
    error HasNoId();

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert Unauthorized();
        _;
    }

    /// Registers the next fid with `to` as its custody address.
    function register(address to) external onlyOwner returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Register(to, fid);
    }

    /// Moves `fid` to a new custody address `to`.
    function transfer(uint256 fid, address to) external onlyOwner {
        address from = custodyOf[fid];
        if (from == address(0)) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[from];
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Transfer(from, to, fid);
    }
}
