// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal smart-contract account for tests: EIP-1271 `isValidSignature` accepts a 65-byte
/// ECDSA signature (r, s, v) by its owner over the hash, and refuses anything else.
contract TestSmartAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    /// secp256k1n / 2: a larger s is the malleable twin of a valid signature.
    uint256 internal constant HALF_ORDER =
        0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public owner;

    constructor(address initialOwner) {
        owner = initialOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}

/// Deploys TestSmartAccounts at CREATE2 addresses known before deployment (counterfactual
/// accounts, whose sign-ins are checked through EIP-6492).
contract TestSmartAccountFactory {
    event Deployed(address account, address owner, bytes32 salt);

    function deploy(address accountOwner, bytes32 salt) external returns (address account) {
        account = address(new TestSmartAccount{salt: salt}(accountOwner));
        emit Deployed(account, accountOwner, salt);
    }

    function addressOf(address accountOwner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(
            abi.encodePacked(type(TestSmartAccount).creationCode, abi.encode(accountOwner))
        );
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash))))
        );
    }
}
