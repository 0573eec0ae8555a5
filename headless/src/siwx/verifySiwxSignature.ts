import { getBase58Encoder, getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import { type Address, type Client, type Hex, isHex, verifyMessage } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { toNodeError } from '../errors/node.js'
import {
  SiwxChainMismatchError,
  SiwxInvalidSignatureError,
  SiwxVerificationNotSupportedError,
} from '../errors/siwx.js'
import type { SiwxMessageData, SiwxNamespace } from './messageData.js'

/**
 * Whether `signature` is the account's signature of `message`: eip155 by EIP-191 recovery
 * (no network needed), then, with a `client`, through viem's `verifySiweMessage` (EIP-1271 for
 * a deployed smart account, EIP-6492 for one not deployed yet); solana by ed25519 over the
 * text's UTF-8 bytes, the signature in base58; bip122 is not supported (no BIP-322 verifier
 * is bundled). Throws {@link SiwxInvalidSignatureError} or
 * {@link SiwxVerificationNotSupportedError}, or {@link SiwxChainMismatchError} when the
 * smart-account check would run on a `client` of another chain. viem reads a smart-account check whose call
 * fails (a node down) as "not valid", so that is a refusal too; any other error of `client`
 * is thrown as a Foyer error (`toNodeError`).
 */
export async function verifySiwxSignature(parameters: {
  namespace: SiwxNamespace
  data: SiwxMessageData
  message: string
  signature: string
  client?: Client | undefined
  now: Date
}): Promise<void> {
  const { namespace, data, message, signature, client, now } = parameters
  if (namespace === 'eip155') {
    if (!isHex(signature)) throw bad('a 0x-prefixed hex signature')
    const address = data.accountAddress as Address
    const recovered = await verifyMessage({ address, message, signature }).catch(() => false)
    if (recovered) return
    if (!client)
      throw bad(
        'EIP-191 recovery failed; give `client` to check a smart account (EIP-1271, EIP-6492)',
      )
    // A contract at the same address on another chain may have other owners.
    if (client.chain && `eip155:${client.chain.id}` !== data.chainId)
      throw new SiwxChainMismatchError({
        metaMessages: [
          `Client chain: eip155:${client.chain.id}`,
          `Message chain: ${data.chainId}`,
          'Give a client of the message’s chain to check a smart account',
        ],
      })
    const valid = await verifySiweMessage(client, {
      address,
      domain: data.domain,
      message,
      nonce: data.nonce,
      signature: signature as Hex,
      time: now,
    }).catch((error: unknown) => {
      throw toNodeError(error)
    })
    if (!valid) throw bad('EIP-191, EIP-1271 and EIP-6492 checks failed')
    return
  }
  if (namespace === 'solana') {
    let bytes: Uint8Array
    try {
      bytes = getBase58Encoder().encode(signature) as Uint8Array
    } catch (cause) {
      throw bad('a base58 ed25519 signature', cause)
    }
    if (bytes.length !== 64) throw bad('a 64-byte ed25519 signature in base58')
    const key = await getPublicKeyFromAddress(data.accountAddress as never).catch(() => undefined)
    if (!key) throw bad('the address is an ed25519 public key')
    const valid = await verifySignature(
      key,
      bytes as never,
      new TextEncoder().encode(message),
    ).catch(() => false)
    if (!valid) throw bad('ed25519 over the message text')
    return
  }
  throw new SiwxVerificationNotSupportedError({
    metaMessages: [
      `Namespace: ${namespace}`,
      'BIP-322 signatures are not verified here: verify them with a BIP-322 library',
    ],
  })
}

function bad(rule: string, cause?: unknown): SiwxInvalidSignatureError {
  return new SiwxInvalidSignatureError({ cause, metaMessages: [`Rule: ${rule}`] })
}
