import type { CaipNetworkId } from './network.js'

/** A CAIP-10 account id, such as `eip155:1:0xab…`. */
export type CaipAddress = `${CaipNetworkId}:${string}`

/** Joins a CAIP-2 network id and an address into a CAIP-10 account id. */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}
