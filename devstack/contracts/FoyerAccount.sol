// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title FoyerAccount — the devstack embedded wallet's minimal smart account.
/// @notice Owned by one key: the owner calls `execute`, and the account accepts the owner's
/// ECDSA signatures through EIP-1271. Test-only: no ERC-4337, no recovery, no upgrades.
contract FoyerAccount {
    /// @notice The key that controls the account.
    address public immutable owner;

    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID_SIGNATURE = 0xffffffff;
    uint256 internal constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    event Executed(address indexed to, uint256 value, bytes data);

    error NotOwner();

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    /// @notice Calls `to` with `value` wei and `data` from the account; reverts with the call's
    /// revert data when it fails.
    function execute(address to, uint256 value, bytes calldata data)
        external
        payable
        returns (bytes memory result)
    {
        if (msg.sender != owner) revert NotOwner();
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        emit Executed(to, value, data);
    }

    /// @notice EIP-1271: `0x1626ba7e` when `signature` (65 bytes r, s, v) recovers `hash` to the
    /// owner, else `0xffffffff`.
    function isValidSignature(bytes32 hash, bytes calldata signature)
        external
        view
        returns (bytes4)
    {
        return _recover(hash, signature) == owner && owner != address(0)
            ? MAGIC_VALUE
            : INVALID_SIGNATURE;
    }

    function _recover(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(hash, v, r, s);
    }
}

/// @title FoyerAccountFactory — deploys one FoyerAccount per owner with CREATE2.
contract FoyerAccountFactory {
    event AccountCreated(address indexed account, address indexed owner);

    /// @notice Deploys the owner's account (idempotent: an existing one is returned as is).
    function createAccount(address owner) external returns (address account) {
        account = getAddress(owner);
        if (account.code.length > 0) return account;
        FoyerAccount created = new FoyerAccount{salt: _salt(owner)}(owner);
        account = address(created);
        emit AccountCreated(account, owner);
    }

    /// @notice The owner's account address, deployed or not (counterfactual).
    function getAddress(address owner) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(FoyerAccount).creationCode, abi.encode(owner)));
        bytes32 digest =
            keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner), initCodeHash));
        return address(uint160(uint256(digest)));
    }

    function _salt(address owner) private pure returns (bytes32) {
        return bytes32(uint256(uint160(owner)));
    }
}
