import { type Address, address, lamports } from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  DEVSTACK_SOLANA_FSUSD,
  DEVSTACK_SOLANA_MINT_AUTHORITY,
  DEVSTACK_SOLANA_ONRAMP_TREASURY,
  SOLANA_FUNDED_BALANCE_LAMPORTS,
  SOLANA_ONRAMP_TREASURY_BALANCE_SOL,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_WALLET_ADDRESS,
} from './constants.js'
import type { SolanaLedger } from './ledger.js'

/** The associated token account (classic Token program) of `owner` for `mint`. */
export async function associatedTokenAddress(owner: string, mint: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}

/** What {@link seedSolanaLedger} created. */
export type SeedSolanaLedgerReturnType = {
  /** The test wallet's FSUSD account. */
  testWalletTokenAccount: Address
}

/**
 * Writes the seed state straight into the ledger (no transactions): every test account with
 * 100 SOL, the onramp's treasury with 100000 SOL, the FSUSD mint (6 decimals, supply = the seeded balance) and the test wallet's
 * associated token account holding 1000 FSUSD.
 */
export async function seedSolanaLedger(ledger: SolanaLedger): Promise<SeedSolanaLedgerReturnType> {
  const { svm } = ledger
  const treasury = BigInt(SOLANA_ONRAMP_TREASURY_BALANCE_SOL) * 10n ** 9n
  const funded: ReadonlyArray<readonly [string, bigint]> = [
    ...SOLANA_TEST_ACCOUNTS.map(
      (account) => [account.address, SOLANA_FUNDED_BALANCE_LAMPORTS] as const,
    ),
    [DEVSTACK_SOLANA_ONRAMP_TREASURY.address, treasury],
  ]
  for (const [owner, balance] of funded) {
    svm.setAccount({
      address: address(owner),
      lamports: lamports(balance),
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    })
  }

  const { decimals, seededBalance } = DEVSTACK_SOLANA_FSUSD
  const amount = BigInt(seededBalance) * 10n ** BigInt(decimals)
  const mintData = new Uint8Array(
    getMintEncoder().encode({
      mintAuthority: address(DEVSTACK_SOLANA_MINT_AUTHORITY.address),
      supply: amount,
      decimals,
      isInitialized: true,
      freezeAuthority: null,
    }),
  )
  svm.setAccount({
    address: address(DEVSTACK_SOLANA_FSUSD.address),
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(getMintSize()))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    data: mintData,
    space: BigInt(mintData.length),
  })

  const testWalletTokenAccount = await associatedTokenAddress(
    SOLANA_TEST_WALLET_ADDRESS,
    DEVSTACK_SOLANA_FSUSD.address,
  )
  const tokenData = new Uint8Array(
    getTokenEncoder().encode({
      mint: address(DEVSTACK_SOLANA_FSUSD.address),
      owner: address(SOLANA_TEST_WALLET_ADDRESS),
      amount,
      delegate: null,
      state: AccountState.Initialized,
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null,
    }),
  )
  svm.setAccount({
    address: testWalletTokenAccount,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(getTokenSize()))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    data: tokenData,
    space: BigInt(tokenData.length),
  })
  return { testWalletTokenAccount }
}
