import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { BITCOIN_TEST_WALLET_SEED_TEXT } from '../constants.js'

/** A derived key of the test wallet: its path, keys and P2WPKH address. */
export type BitcoinKeyHolder = {
  readonly path: string
  readonly privateKey: Uint8Array
  /** Compressed, 33 bytes. */
  readonly publicKey: Uint8Array
  /** P2WPKH, bech32 (`tb1q…` on testnet). */
  readonly address: string
}

/** The P2WPKH address of a compressed public key (bech32 witness v0, `hrp` 'tb' on testnet). */
export function p2wpkhAddress(publicKey: Uint8Array, hrp = 'tb'): string {
  const program = ripemd160(sha256(publicKey))
  return bech32.encode(hrp, [0, ...bech32.toWords(program)])
}

/**
 * The key at `path` under the test wallet's master seed: sha256 of `seedText` as the BIP-32
 * seed (public test data, see BITCOIN_TEST_WALLET_SEED_TEXT).
 */
export function bitcoinKeyHolder(
  path: string,
  seedText: string = BITCOIN_TEST_WALLET_SEED_TEXT,
): BitcoinKeyHolder {
  const key = HDKey.fromMasterSeed(sha256(new TextEncoder().encode(seedText))).derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`No key at ${path}`)
  return {
    path,
    privateKey: key.privateKey,
    publicKey: key.publicKey,
    address: p2wpkhAddress(key.publicKey),
  }
}

/** Bitcoin's CompactSize length prefix. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, length, true)
  return bytes
}

const magic = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/**
 * The digest Bitcoin's legacy message signing signs: double sha256 of
 * `"\x18Bitcoin Signed Message:\n" || CompactSize(length) || message`.
 */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  const length = compactSize(message.length)
  const data = new Uint8Array(magic.length + length.length + message.length)
  data.set(magic)
  data.set(length, magic.length)
  data.set(message, magic.length + length.length)
  return sha256(sha256(data))
}

/** BIP-137's header byte for a P2WPKH (bech32) address: 39 + the recovery id. */
export const P2WPKH_SIGNATURE_HEADER = 39

/**
 * Signs `message` the legacy "Bitcoin Signed Message" way (ECDSA, RFC 6979, low s): 65 bytes,
 * a BIP-137 header (39 + recovery id: a P2WPKH address) then r and s. Base64 of these bytes is
 * what Bitcoin wallets show.
 */
export function signBitcoinMessage(holder: BitcoinKeyHolder, message: Uint8Array): Uint8Array {
  const signature = secp256k1.sign(bitcoinMessageHash(message), holder.privateKey)
  const bytes = new Uint8Array(65)
  bytes[0] = P2WPKH_SIGNATURE_HEADER + signature.recovery
  bytes.set(signature.toCompactRawBytes(), 1)
  return bytes
}

/** Hex without a prefix, for public keys in account records. */
export const toHex = (bytes: Uint8Array): string => hex.encode(bytes)
