// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title TestMultiToken
/// @notice A minimal ERC-1155 multi-token (with the metadata URI extension's `uri`) for local
/// tests. Only the deployer may `mint`, `mintBatch` and `setURI`; `uri(id)` is empty until set.
/// A test contract: never deploy it anywhere real.
contract TestMultiToken {
    /// @dev `bytes4(keccak256("onERC1155Received(address,address,uint256,uint256,bytes)"))`.
    bytes4 private constant ERC1155_RECEIVED = 0xf23a6e61;
    /// @dev `bytes4(keccak256("onERC1155BatchReceived(address,address,uint256[],uint256[],bytes)"))`.
    bytes4 private constant ERC1155_BATCH_RECEIVED = 0xbc197c81;

    /// @notice Not part of ERC-1155: a display name for the collection.
    string public name;
    /// @notice The deployer: the only account that may mint and set URIs.
    address public immutable minter;

    mapping(uint256 => mapping(address => uint256)) private _balances;
    mapping(address => mapping(address => bool)) private _operatorApprovals;
    mapping(uint256 => string) private _uris;

    event TransferSingle(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256 id,
        uint256 value
    );
    event TransferBatch(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256[] ids,
        uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    constructor(string memory name_) {
        name = name_;
        minter = msg.sender;
    }

    /// @notice ERC-165, ERC-1155 and ERC-1155's metadata URI extension.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        require(account != address(0), "TestMultiToken: balance of the zero address");
        return _balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        require(accounts.length == ids.length, "TestMultiToken: accounts and ids length mismatch");
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) {
            balances[i] = balanceOf(accounts[i], ids[i]);
        }
    }

    /// @notice The id's metadata URI as set by the minter; empty when none was set.
    function uri(uint256 id) external view returns (string memory) {
        return _uris[id];
    }

    function setApprovalForAll(address operator, bool approved) external {
        require(operator != msg.sender, "TestMultiToken: approving oneself");
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address account, address operator) external view returns (bool) {
        return _operatorApprovals[account][operator];
    }

    function safeTransferFrom(
        address from,
        address to,
        uint256 id,
        uint256 value,
        bytes calldata data
    ) external {
        _checkCaller(from);
        require(to != address(0), "TestMultiToken: transfer to the zero address");
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        _checkReceiver(
            abi.encodeWithSelector(ERC1155_RECEIVED, msg.sender, from, id, value, data),
            to,
            ERC1155_RECEIVED
        );
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        _checkCaller(from);
        require(to != address(0), "TestMultiToken: transfer to the zero address");
        require(ids.length == values.length, "TestMultiToken: ids and values length mismatch");
        for (uint256 i = 0; i < ids.length; i++) {
            _move(from, to, ids[i], values[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
        _checkReceiver(
            abi.encodeWithSelector(ERC1155_BATCH_RECEIVED, msg.sender, from, ids, values, data),
            to,
            ERC1155_BATCH_RECEIVED
        );
    }

    /// @notice Test helper for the deployer: mints `value` of `id` to `to` (a TransferSingle).
    function mint(address to, uint256 id, uint256 value) external {
        _checkMinter();
        require(to != address(0), "TestMultiToken: mint to the zero address");
        _balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    /// @notice Test helper for the deployer: mints several ids to `to` (one TransferBatch).
    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata values) external {
        _checkMinter();
        require(to != address(0), "TestMultiToken: mint to the zero address");
        require(ids.length == values.length, "TestMultiToken: ids and values length mismatch");
        for (uint256 i = 0; i < ids.length; i++) {
            _balances[ids[i]][to] += values[i];
        }
        emit TransferBatch(msg.sender, address(0), to, ids, values);
    }

    /// @notice Test helper for the deployer: sets the metadata URI `uri(id)` answers.
    function setURI(uint256 id, string calldata value) external {
        _checkMinter();
        _uris[id] = value;
        emit URI(value, id);
    }

    function _checkMinter() private view {
        require(msg.sender == minter, "TestMultiToken: only the deployer may mint");
    }

    function _checkCaller(address from) private view {
        require(
            msg.sender == from || _operatorApprovals[from][msg.sender],
            "TestMultiToken: caller is not the owner nor an operator"
        );
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        uint256 balance = _balances[id][from];
        require(balance >= value, "TestMultiToken: insufficient balance");
        unchecked {
            _balances[id][from] = balance - value;
        }
        _balances[id][to] += value;
    }

    /// @dev A contract recipient must answer the hook with its selector; its revert reason, if
    /// any, is passed on. Mints skip the hook (test helpers).
    function _checkReceiver(bytes memory call, address to, bytes4 expected) private {
        if (to.code.length == 0) return;
        (bool success, bytes memory answer) = to.call(call);
        if (!success && answer.length > 0) {
            assembly {
                revert(add(answer, 32), mload(answer))
            }
        }
        bytes4 selector;
        if (success && answer.length >= 32) {
            assembly {
                selector := mload(add(answer, 32))
            }
        }
        require(selector == expected, "TestMultiToken: recipient does not accept ERC-1155");
    }
}
