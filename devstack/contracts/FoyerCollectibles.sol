// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title FoyerCollectibles — a small ERC-721 collection of the Foyer devstack.
/// @notice Metadata is served by the devstack HTTP server (`baseURI` + token id), on loopback.
contract FoyerCollectibles {
    string public name;
    string public symbol;
    string private baseURI;
    address public immutable owner;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotOwner();
    error NotAuthorized();
    error NonexistentToken(uint256 tokenId);
    error AlreadyMinted(uint256 tokenId);
    error ZeroAddress();
    error UnsafeRecipient();

    constructor(string memory name_, string memory symbol_, string memory baseURI_) {
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        owner = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function ownerOf(uint256 tokenId) public view returns (address holder) {
        holder = owners[tokenId];
        if (holder == address(0)) revert NonexistentToken(tokenId);
    }

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert ZeroAddress();
        return balances[holder];
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _toString(tokenId));
    }

    function mint(address to, uint256 tokenId) external {
        if (msg.sender != owner) revert NotOwner();
        if (to == address(0)) revert ZeroAddress();
        if (owners[tokenId] != address(0)) revert AlreadyMinted(tokenId);
        owners[tokenId] = to;
        balances[to] += 1;
        totalSupply += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function approve(address spender, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !isApprovedForAll[holder][msg.sender]) revert NotAuthorized();
        getApproved[tokenId] = spender;
        emit Approval(holder, spender, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert NotAuthorized();
        if (to == address(0)) revert ZeroAddress();
        if (
            msg.sender != holder && !isApprovedForAll[holder][msg.sender]
                && getApproved[tokenId] != msg.sender
        ) revert NotAuthorized();
        delete getApproved[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            if (answer != IERC721Receiver.onERC721Received.selector) revert UnsafeRecipient();
        }
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 length;
        for (uint256 rest = value; rest != 0; rest /= 10) length++;
        bytes memory text = new bytes(length);
        for (; value != 0; value /= 10) text[--length] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
