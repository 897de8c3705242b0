// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Local ENS for tests (issue 16): the parts viem's `getEnsAddress` goes through, kept small.
/// - TestEnsRegistry: ENS's registry (node -> owner, resolver), the root owned by its deployer.
/// - TestOffchainResolver: an ENSIP-10 wildcard resolver answering through EIP-3668 (CCIP-Read)
///   like ENS's offchain-resolver: the gateway's answer is (result, expires, signature) signed by
///   one of its signers over keccak256(0x1900, resolver, expires, keccak256(request),
///   keccak256(result)).
/// - TestUniversalResolver: `resolveWithGateways(name, data, gateways)` as viem calls it: finds
///   the name's resolver in the registry (the closest ancestor with one, ENSIP-10) and asks it;
///   a resolver's OffchainLookup goes out as a batch-gateway query (ENS's IBatchGateway, which
///   viem runs locally for `x-batch-gateway:true`) so the resolver's gateway sees the resolver
///   as sender, and `resolveCallback` hands the gateway's answer back to the resolver.

contract TestEnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    modifier onlyOwner(bytes32 node) {
        require(records[node].owner == msg.sender, "not the owner");
        _;
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address owner)
        external
        onlyOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = owner;
        emit NewOwner(node, label, owner);
    }

    function setResolver(bytes32 node, address resolver) external onlyOwner(node) {
        records[node].resolver = resolver;
        emit NewResolver(node, resolver);
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }
}

error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

contract TestOffchainResolver {
    string[] private urls;
    mapping(address => bool) public signers;

    /// The gateway's interface: `resolve(name, data)` answered with (result, expires, signature).
    bytes4 private constant GATEWAY_RESOLVE = bytes4(keccak256("resolve(bytes,bytes)"));

    constructor(string[] memory gatewayUrls, address[] memory gatewaySigners) {
        urls = gatewayUrls;
        for (uint256 i = 0; i < gatewaySigners.length; i++) signers[gatewaySigners[i]] = true;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ENSIP-10 `resolve(bytes,bytes)` and ERC-165 itself.
        return interfaceId == 0x9061b923 || interfaceId == 0x01ffc9a7;
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(GATEWAY_RESOLVE, name, data);
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, abi.encode(callData));
    }

    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        bytes memory request = abi.decode(extraData, (bytes));
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        require(expires >= block.timestamp, "gateway answer expired");
        bytes32 hash = keccak256(
            abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result))
        );
        require(signers[recover(hash, signature)], "not signed by the gateway");
        return result;
    }

    function recover(bytes32 hash, bytes memory signature) private pure returns (address) {
        require(signature.length == 65, "bad signature length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        if (v < 27) v += 27;
        return ecrecover(hash, v, r, s);
    }
}

struct BatchQuery {
    address sender;
    string[] urls;
    bytes data;
}

contract TestUniversalResolver {
    TestEnsRegistry public immutable registry;

    /// ENSIP-10 `resolve(bytes,bytes)` and ENS's IBatchGateway `query((address,string[],bytes)[])`.
    bytes4 private constant EXTENDED_RESOLVE = 0x9061b923;
    bytes4 private constant BATCH_QUERY = bytes4(keccak256("query((address,string[],bytes)[])"));

    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);

    constructor(TestEnsRegistry ensRegistry) {
        registry = ensRegistry;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        address resolver = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        (bool ok, bytes memory answer) =
            resolver.staticcall(abi.encodeWithSelector(EXTENDED_RESOLVE, name, data));
        if (ok) return (abi.decode(answer, (bytes)), resolver);
        if (answer.length >= 4 && bytes4(answer) == OffchainLookup.selector) {
            (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
                abi.decode(slice(answer, 4), (address, string[], bytes, bytes4, bytes));
            if (sender == resolver) {
                BatchQuery[] memory queries = new BatchQuery[](1);
                queries[0] = BatchQuery(sender, urls, callData);
                revert OffchainLookup(
                    address(this),
                    gateways,
                    abi.encodeWithSelector(BATCH_QUERY, queries),
                    this.resolveCallback.selector,
                    abi.encode(resolver, callback, extraData)
                );
            }
        }
        revert ResolverError(answer);
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || failures[0]) revert ResolverError(responses.length > 0 ? responses[0] : bytes(""));
        (address resolver, bytes4 callback, bytes memory innerExtraData) = abi.decode(extraData, (address, bytes4, bytes));
        (bool ok, bytes memory answer) =
            resolver.staticcall(abi.encodeWithSelector(callback, responses[0], innerExtraData));
        if (!ok) revert ResolverError(answer);
        return (abi.decode(answer, (bytes)), resolver);
    }

    /// The resolver of the name or of its closest ancestor (DNS-encoded name, ENSIP-10).
    function findResolver(bytes calldata name) public view returns (address) {
        for (uint256 offset = 0; offset < name.length && name[offset] != 0; offset += uint8(name[offset]) + 1) {
            address found = registry.resolver(namehash(name, offset));
            if (found != address(0)) return found;
        }
        return address(0);
    }

    function namehash(bytes calldata name, uint256 offset) public pure returns (bytes32) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label = keccak256(name[offset + 1:offset + 1 + length]);
        return keccak256(abi.encodePacked(namehash(name, offset + 1 + length), label));
    }

    function slice(bytes memory data, uint256 start) private pure returns (bytes memory out) {
        out = new bytes(data.length - start);
        for (uint256 i = 0; i < out.length; i++) out[i] = data[i + start];
    }
}
