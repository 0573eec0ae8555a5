// One-click sign-in over WalletConnect (SPEC §4, SPEC-NOTES "WalletConnect"): the pairing asks
// the wallet for the session and the sign-in signatures at once (`authenticate`,
// `wc_sessionAuthenticate`), instead of a session first and a sign-in message after.
import type { CaipNetworkId } from '../chains/network.js'
import { SiwxInitializationError } from '../errors/auth.js'
import type { SiwxMessageData } from '../siwx/messageData.js'
import type { ConnectorSiwx, ConnectorSiwxSession } from './createConnector.js'
import type {
  WalletConnectCacao,
  WalletConnectNamespaces,
  WalletConnectProvider,
} from './walletConnectSession.js'

/**
 * The address asked of `createMessage` before any account is known: the message's nonce,
 * domain, URI, statement, times and resources are what one-click sign-in uses; each wallet
 * account then signs its own message over them.
 */
const unknownAccount = '0x0000000000000000000000000000000000000000'

/** A CACAO as the sign-in session the host keeps: the message text exactly as the wallet signed it. */
export function cacaoToSiwxSession(
  cacao: WalletConnectCacao,
  formatMessage: (parameters: { request: WalletConnectCacao['p']; iss: string }) => string,
): ConnectorSiwxSession {
  const { p } = cacao
  const [, , namespace, reference, address] = p.iss.split(':')
  const message = formatMessage({ request: p, iss: p.iss })
  // The SDK writes the statement with the ReCap's sentence appended: read it from the text.
  const statement = message.split('\n')[3] || undefined
  const data: SiwxMessageData = {
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    accountAddress: address ?? '',
    nonce: p.nonce,
    domain: p.domain,
    uri: p.aud,
    version: p.version,
    issuedAt: p.iat,
    ...(p.exp ? { expirationTime: p.exp } : {}),
    ...(p.nbf ? { notBefore: p.nbf } : {}),
    ...(p.requestId ? { requestId: p.requestId } : {}),
    ...(p.resources?.length ? { resources: p.resources } : {}),
    ...(statement ? { statement } : {}),
  }
  return { data, message, signature: cacao.s.s, cacao }
}

/**
 * Pairs with `authenticate`: the nonce and the rest come from the host's `createMessage`
 * (asked for the first eip155 chain and {@link unknownAccount}), the wallet signs one message
 * per chain it serves, and each CACAO becomes a session handed to `setSessions` at once. A
 * wallet that does not support it answers the plain proposal the SDK sends beside it: then
 * there is no CACAO and the sign-in view asks after connecting. Throws the provider's error as
 * is, or {@link SiwxInitializationError} when the host's config fails; the connector then ends
 * the session and its pairing.
 */
export async function authenticateWalletConnect(parameters: {
  provider: WalletConnectProvider
  siwx: ConnectorSiwx
  namespaces: WalletConnectNamespaces
}): Promise<void> {
  const { provider, siwx, namespaces } = parameters
  const eip155 = namespaces.eip155
  const authenticate = provider.authenticate
  if (!eip155?.chains.length || !authenticate)
    throw new SiwxInitializationError({ details: 'authenticate needs eip155 chains' })
  let message: SiwxMessageData
  try {
    message = await siwx.createMessage({
      chainId: eip155.chains[0] as CaipNetworkId,
      accountAddress: unknownAccount,
    })
  } catch (cause) {
    throw new SiwxInitializationError({ cause })
  }
  const result = await authenticate.call(provider, {
    chains: eip155.chains,
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    statement: message.statement,
    exp: message.expirationTime,
    nbf: message.notBefore,
    requestId: message.requestId,
    resources: message.resources,
    methods: eip155.methods,
    optionalNamespaces: namespaces,
  })
  const cacaos = result.auths ?? []
  if (!cacaos.length) return
  try {
    const format = provider.client?.formatAuthMessage
    if (!format) throw new Error('The WalletConnect client cannot format sign-in messages')
    const sessions = cacaos.map((cacao) =>
      cacaoToSiwxSession(cacao, (input) => format.call(provider.client, input)),
    )
    await siwx.setSessions(sessions)
  } catch (cause) {
    throw new SiwxInitializationError({ cause })
  }
}
