export {
  type FoyerConnectorParameters,
  type FoyerConnectorProperties,
  type FoyerConnectorReturnType,
  foyerConnector,
  foyerConnectorId,
} from './foyerConnector.js'
export {
  type FoyerNetworksParameters,
  type FoyerNetworksReturnType,
  foyerNetworks,
} from './foyerNetworks.js'
export type { FoyerEip1193Provider } from './foyerProvider.js'
