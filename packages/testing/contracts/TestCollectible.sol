// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title TestCollectible
/// @notice A minimal ERC-721 collection (with the metadata extension's `name`, `symbol` and
/// `tokenURI`) for local tests. Only the deployer may `mint`; token ids count from 1. A test
/// contract: never deploy it anywhere real.
contract TestCollectible {
    /// @dev `bytes4(keccak256("onERC721Received(address,address,uint256,bytes)"))`.
    bytes4 private constant ERC721_RECEIVED = 0x150b7a02;

    string public name;
    string public symbol;
    /// @notice The deployer: the only account that may mint.
    address public immutable minter;
    /// @notice Tokens minted so far (also the last token id).
    uint256 public totalMinted;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    /// @notice ERC-165, ERC-721 and ERC-721 metadata.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "TestCollectible: balance of the zero address");
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        require(owner != address(0), "TestCollectible: nonexistent token");
    }

    /// @notice No metadata is hosted: an empty URI for every existing token.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return "";
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(
            msg.sender == owner || _operatorApprovals[owner][msg.sender],
            "TestCollectible: caller is not the owner nor an operator"
        );
        _tokenApprovals[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return _operatorApprovals[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "TestCollectible: from is not the owner");
        require(to != address(0), "TestCollectible: transfer to the zero address");
        require(
            msg.sender == owner ||
                msg.sender == _tokenApprovals[tokenId] ||
                _operatorApprovals[owner][msg.sender],
            "TestCollectible: caller is not the owner nor approved"
        );
        // The Transfer event also means the token's approval is cleared (ERC-721).
        delete _tokenApprovals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data)
        public
    {
        transferFrom(from, to, tokenId);
        _checkReceiver(from, to, tokenId, data);
    }

    /// @notice Test helper for the deployer: mints the next token id to `to` and returns it.
    function mint(address to) external returns (uint256 tokenId) {
        require(msg.sender == minter, "TestCollectible: only the deployer may mint");
        require(to != address(0), "TestCollectible: mint to the zero address");
        tokenId = ++totalMinted;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    /// @dev A contract recipient must answer `onERC721Received` with its selector; its revert
    /// reason, if any, is passed on.
    function _checkReceiver(address from, address to, uint256 tokenId, bytes memory data) private {
        if (to.code.length == 0) return;
        (bool success, bytes memory answer) = to.call(
            abi.encodeWithSelector(ERC721_RECEIVED, msg.sender, from, tokenId, data)
        );
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
        require(selector == ERC721_RECEIVED, "TestCollectible: recipient does not accept ERC-721");
    }
}
