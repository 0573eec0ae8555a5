// Every stylesheet of ui-default, compiled into dist/styles.css. A test checks that each
// `.css.ts` module is listed here.
import './theme/contract.css.js'
import './theme/root.css.js'
import './components/shared.css.js'
import './components/ConnectButton.css.js'
import './modal/ConfigurationAlerts.css.js'
import './modal/FoyerModal.css.js'
import './views/Connect/ConnectView.css.js'
import './views/ConnectingWalletConnect/ConnectingWalletConnectView.css.js'
import './views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.css.js'
import './views/Account/AccountView.css.js'
import './views/Account/TokenList.css.js'
import './views/AllWallets/AllWalletsView.css.js'
