import { DEVSTACK_SOLANA_GENESIS_HASH } from './constants.js'
import type { SolanaRpcMethod } from './rpcParams.js'

/** Slots per epoch reported by `getEpochInfo` / `getEpochSchedule` (the real clusters' value). */
const SLOTS_PER_EPOCH = 432_000n

/** A fixed identity for the single local "validator". */
const IDENTITY = 'FoyerDevstackSo1anaVa1idator111111111111111'

/** Slot, height, epoch, genesis, version, health, fees: what clients ask about the cluster. */
export const clusterMethods: Record<string, SolanaRpcMethod> = {
  getSlot: (_params, ledger) => ledger.slot,
  getBlockHeight: (_params, ledger) => ledger.blockHeight,
  getTransactionCount: (_params, ledger) => BigInt(ledger.records.size),
  getEpochInfo: (_params, ledger) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.blockHeight,
    epoch: ledger.slot / SLOTS_PER_EPOCH,
    slotIndex: ledger.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: BigInt(ledger.records.size),
  }),
  getEpochSchedule: () => ({
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
    leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
    slotsPerEpoch: SLOTS_PER_EPOCH,
    warmup: false,
  }),
  getGenesisHash: () => DEVSTACK_SOLANA_GENESIS_HASH,
  getIdentity: () => ({ identity: IDENTITY }),
  getVersion: () => ({ 'feature-set': 3_294_202_862, 'solana-core': '2.2.0' }),
  getHealth: () => 'ok',
  getFirstAvailableBlock: () => 0,
  getRecentPrioritizationFees: () => [],
}
