// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Like {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// @title FoyerPool — a constant-product (x·y = k) pool between the native coin and one token.
/// @notice A 0.3 % fee stays in the pool. Liquidity is added by the owner only (test fixture).
/// Token ⇄ token trades run through the native coin: this pool's token in, its native out into
/// another pool (`swapTokenForToken`), in one transaction.
contract FoyerPool {
    IERC20Like public immutable token;
    address public immutable owner;
    uint256 public reserveNative;
    uint256 public reserveToken;

    /// Fee in basis points taken from the input amount.
    uint256 public constant FEE_BPS = 30;

    event Swap(
        address indexed sender,
        address indexed to,
        uint256 nativeIn,
        uint256 tokenIn,
        uint256 nativeOut,
        uint256 tokenOut
    );
    event LiquidityAdded(address indexed provider, uint256 nativeAmount, uint256 tokenAmount);

    error NotOwner();
    error ZeroAmount();
    error SlippageExceeded(uint256 amountOut, uint256 minAmountOut);
    error NativeTransferFailed();
    error TokenTransferFailed();
    error NoLiquidity();
    error SamePool();

    constructor(address token_) {
        token = IERC20Like(token_);
        owner = msg.sender;
    }

    /// Adds liquidity: send native coin with the call; `tokenAmount` is pulled (approve first).
    function addLiquidity(uint256 tokenAmount) external payable {
        if (msg.sender != owner) revert NotOwner();
        if (msg.value == 0 || tokenAmount == 0) revert ZeroAmount();
        if (!token.transferFrom(msg.sender, address(this), tokenAmount)) revert TokenTransferFailed();
        reserveNative += msg.value;
        reserveToken += tokenAmount;
        emit LiquidityAdded(msg.sender, msg.value, tokenAmount);
    }

    /// Output for `amountIn` against reserves, after the fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        public
        pure
        returns (uint256)
    {
        if (amountIn == 0) return 0;
        if (reserveIn == 0 || reserveOut == 0) revert NoLiquidity();
        uint256 amountInWithFee = amountIn * (10_000 - FEE_BPS);
        return (amountInWithFee * reserveOut) / (reserveIn * 10_000 + amountInWithFee);
    }

    function quoteNativeToToken(uint256 nativeIn) external view returns (uint256) {
        return getAmountOut(nativeIn, reserveNative, reserveToken);
    }

    function quoteTokenToNative(uint256 tokenIn) external view returns (uint256) {
        return getAmountOut(tokenIn, reserveToken, reserveNative);
    }

    /// Swaps the native coin sent with the call for tokens sent to `to`.
    function swapNativeForToken(uint256 minTokenOut, address to) external payable returns (uint256 tokenOut) {
        if (msg.value == 0) revert ZeroAmount();
        tokenOut = getAmountOut(msg.value, reserveNative, reserveToken);
        if (tokenOut < minTokenOut) revert SlippageExceeded(tokenOut, minTokenOut);
        reserveNative += msg.value;
        reserveToken -= tokenOut;
        if (!token.transfer(to, tokenOut)) revert TokenTransferFailed();
        emit Swap(msg.sender, to, msg.value, 0, 0, tokenOut);
    }

    /// Swaps `tokenIn` tokens (approve the pool first) for the native coin sent to `to`.
    function swapTokenForNative(uint256 tokenIn, uint256 minNativeOut, address to)
        external
        returns (uint256 nativeOut)
    {
        if (tokenIn == 0) revert ZeroAmount();
        nativeOut = getAmountOut(tokenIn, reserveToken, reserveNative);
        if (nativeOut < minNativeOut) revert SlippageExceeded(nativeOut, minNativeOut);
        if (!token.transferFrom(msg.sender, address(this), tokenIn)) revert TokenTransferFailed();
        reserveToken += tokenIn;
        reserveNative -= nativeOut;
        (bool sent,) = to.call{value: nativeOut}("");
        if (!sent) revert NativeTransferFailed();
        emit Swap(msg.sender, to, 0, tokenIn, nativeOut, 0);
    }

    /// Swaps `tokenIn` of this pool's token (approve this pool first) for the token of `poolOut`:
    /// the native coin it is worth here buys `poolOut`'s token, sent to `to`, in one transaction.
    function swapTokenForToken(uint256 tokenIn, address poolOut, uint256 minTokenOut, address to)
        external
        returns (uint256 tokenOut)
    {
        if (tokenIn == 0) revert ZeroAmount();
        if (poolOut == address(this)) revert SamePool();
        uint256 nativeOut = getAmountOut(tokenIn, reserveToken, reserveNative);
        if (!token.transferFrom(msg.sender, address(this), tokenIn)) revert TokenTransferFailed();
        reserveToken += tokenIn;
        reserveNative -= nativeOut;
        emit Swap(msg.sender, poolOut, 0, tokenIn, nativeOut, 0);
        tokenOut = FoyerPool(poolOut).swapNativeForToken{value: nativeOut}(minTokenOut, to);
    }
}
