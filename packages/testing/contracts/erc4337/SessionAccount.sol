// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.23;

// The embedded wallet's smart account with smart sessions (ERC-7715 permissions enforced on
// chain). It is @account-abstraction/contracts 0.7.0's SimpleAccount (audited; its `execute`,
// `executeBatch`, owner signature and UUPS upgrade unchanged) plus session keys:
//
// - The owner grants a session: a key, one target contract, optionally one method (selector),
//   spend limits (native value, and the amount of ERC-20 `transfer`/`approve`/`transferFrom`/
//   `increaseAllowance` calls) and an expiry. The owner revokes it.
// - A user operation signed by a session key is valid only when its callData is
//   `executeSession(key, target, value, data)` naming that key, the key is granted and not
//   revoked, and the signature recovers to it. Its validUntil is the session's expiry, so the
//   EntryPoint refuses it once expired (no block.timestamp in validation, per ERC-7562).
// - `executeSession` checks everything again at execution and reverts when a rule is broken
//   (wrong target or method, cumulative spend over a limit, expired, revoked): a spend beyond
//   the limit is a reverted execution, read from the UserOperationEvent's `success`.
//
// Replay: the key signs the EntryPoint's userOpHash, which covers the chain id, the EntryPoint
// and the account (sender) and the nonce, so a signature is good for one operation of one
// account on one chain. Reentrancy: the spend is recorded before the call (checks, effects,
// interactions); `executeSession` is callable by the EntryPoint only, whose handleOps is
// non-reentrant. Overflow: checked arithmetic (0.8), sums kept in uint256.

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";

contract SessionAccount is SimpleAccount {
    /// One session: what its key may do, and what it has spent so far.
    struct Session {
        address target; // the one contract the key may call
        bytes4 selector; // the one method it may call there; 0 = any method
        uint48 validUntil; // last second it is valid (a unix time, never 0)
        bool revoked;
        uint256 valueLimit; // native value (wei), summed over the session's calls
        uint256 tokenLimit; // ERC-20 amount moved or approved, summed over its calls
        uint256 valueSpent;
        uint256 tokenSpent;
    }

    /// A session signature: the key's address (20 bytes) then its 65-byte ECDSA signature.
    uint256 private constant SESSION_SIGNATURE_LENGTH = 85;

    /// Session keys in the order granted (revoked ones stay listed, with `revoked` set).
    address[] private _sessionKeys;
    mapping(address key => Session) private _sessions;

    event SessionGranted(
        address indexed key,
        address indexed target,
        bytes4 selector,
        uint256 valueLimit,
        uint256 tokenLimit,
        uint48 validUntil
    );
    event SessionRevoked(address indexed key);
    event SessionSpent(address indexed key, uint256 valueSpent, uint256 tokenSpent);

    error SessionKeyUsed(address key);
    error SessionInvalid(string reason);
    error SessionUnknown(address key);
    error SessionRevokedKey(address key);
    error SessionExpired(address key, uint48 validUntil);
    error SessionTargetNotAllowed(address key, address target);
    error SessionMethodNotAllowed(address key, bytes4 selector);
    error SessionValueLimit(address key, uint256 spent, uint256 limit);
    error SessionTokenLimit(address key, uint256 spent, uint256 limit);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /**
     * Grants `key` a session: the owner directly, or the account itself (a user operation the
     * owner signed, `execute(account, 0, grantSession(...))`), as SimpleAccount's owner-only
     * methods. A key is used once: granting a key that had a session reverts, so revoking cannot
     * be undone and spent amounts are never reset.
     */
    function grantSession(
        address key,
        address target,
        bytes4 selector,
        uint256 valueLimit,
        uint256 tokenLimit,
        uint48 validUntil
    ) external onlyOwner {
        if (key == address(0)) revert SessionInvalid("key is the zero address");
        if (_sessions[key].validUntil != 0) revert SessionKeyUsed(key);
        if (target == address(0) || target.code.length == 0) revert SessionInvalid("target is not a contract");
        // The account itself (owner-only methods accept calls from the account: upgrade, deposit
        // withdrawal) and the EntryPoint (the account's deposit) are never a session's target.
        if (target == address(this) || target == address(entryPoint())) {
            revert SessionInvalid("target is the account or its EntryPoint");
        }
        if (validUntil <= block.timestamp) revert SessionInvalid("expiry is not in the future");
        _sessions[key] = Session(target, selector, validUntil, false, valueLimit, tokenLimit, 0, 0);
        _sessionKeys.push(key);
        emit SessionGranted(key, target, selector, valueLimit, tokenLimit, validUntil);
    }

    /// Revokes `key`'s session for good (the owner, or the account itself as for grantSession).
    function revokeSession(address key) external onlyOwner {
        Session storage session = _sessions[key];
        if (session.validUntil == 0) revert SessionUnknown(key);
        if (session.revoked) revert SessionRevokedKey(key);
        session.revoked = true;
        emit SessionRevoked(key);
    }

    /// Every key ever granted, in order (read each with `sessionOf`).
    function sessionKeys() external view returns (address[] memory) {
        return _sessionKeys;
    }

    function sessionOf(address key) external view returns (Session memory) {
        return _sessions[key];
    }

    /**
     * A session key's call: from the EntryPoint only, in a user operation the key signed (see
     * `_validateSignature`). Every rule is checked here, at execution, and breaking one reverts.
     */
    function executeSession(address key, address target, uint256 value, bytes calldata data) external {
        _requireFromEntryPoint();
        Session storage session = _sessions[key];
        if (session.validUntil == 0) revert SessionUnknown(key);
        if (session.revoked) revert SessionRevokedKey(key);
        if (block.timestamp > session.validUntil) revert SessionExpired(key, session.validUntil);
        if (target != session.target) revert SessionTargetNotAllowed(key, target);
        bytes4 selector = data.length >= 4 ? bytes4(data[0:4]) : bytes4(0);
        if (session.selector != bytes4(0) && selector != session.selector) {
            revert SessionMethodNotAllowed(key, selector);
        }
        uint256 valueSpent = session.valueSpent + value;
        if (valueSpent > session.valueLimit) revert SessionValueLimit(key, valueSpent, session.valueLimit);
        uint256 tokenSpent = session.tokenSpent + _tokenAmount(selector, data);
        if (tokenSpent > session.tokenLimit) revert SessionTokenLimit(key, tokenSpent, session.tokenLimit);
        // Effects before the call.
        session.valueSpent = valueSpent;
        session.tokenSpent = tokenSpent;
        emit SessionSpent(key, valueSpent, tokenSpent);
        _call(target, value, data);
    }

    /**
     * The ERC-20 amount a call moves or approves: `transfer(to, amount)`, `approve(spender,
     * amount)`, `increaseAllowance(spender, amount)` and `transferFrom(from, to, amount)`; 0 for
     * any other method. A call too short to hold its amount reverts.
     */
    function _tokenAmount(bytes4 selector, bytes calldata data) private pure returns (uint256) {
        if (
            selector == 0xa9059cbb || // transfer(address,uint256)
            selector == 0x095ea7b3 || // approve(address,uint256)
            selector == 0x39509351 // increaseAllowance(address,uint256)
        ) {
            if (data.length < 68) revert SessionInvalid("token call too short");
            return uint256(bytes32(data[36:68]));
        }
        if (selector == 0x23b872dd) {
            // transferFrom(address,address,uint256)
            if (data.length < 100) revert SessionInvalid("token call too short");
            return uint256(bytes32(data[68:100]));
        }
        return 0;
    }

    /**
     * The owner's 65-byte signature as SimpleAccount checks it; an 85-byte signature is a session
     * key's: valid only for `executeSession` naming that key, while granted and not revoked,
     * until the session's expiry (validUntil).
     */
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        if (userOp.signature.length != SESSION_SIGNATURE_LENGTH) {
            return super._validateSignature(userOp, userOpHash);
        }
        address key = address(bytes20(userOp.signature[0:20]));
        bytes calldata callData = userOp.callData;
        // executeSession(address key, ...): the selector, then the key as the first word.
        if (callData.length < 36 || bytes4(callData[0:4]) != this.executeSession.selector) {
            return SIG_VALIDATION_FAILED;
        }
        if (abi.decode(callData[4:36], (address)) != key) return SIG_VALIDATION_FAILED;
        Session storage session = _sessions[key];
        if (session.validUntil == 0 || session.revoked) return SIG_VALIDATION_FAILED;
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(userOpHash);
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, userOp.signature[20:85]);
        if (error != ECDSA.RecoverError.NoError || signer != key) return SIG_VALIDATION_FAILED;
        return _packValidationData(false, session.validUntil, 0);
    }
}

/// SimpleAccountFactory's interface (`createAccount(owner, salt)`, `getAddress(owner, salt)`) for
/// SessionAccount: an ERC-1967 proxy per owner and salt at a CREATE2 address known beforehand.
contract SessionAccountFactory {
    SessionAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new SessionAccount(anEntryPoint);
    }

    /// Creates the account (or returns it when it exists, so getSenderAddress works after).
    function createAccount(address owner, uint256 salt) public returns (SessionAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return SessionAccount(payable(addr));
        account = SessionAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// The address `createAccount(owner, salt)` gives, before or after it is created.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory proxyArgs = abi.encode(
            address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
        );
        return Create2.computeAddress(
            bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, proxyArgs))
        );
    }
}
