/**
 * `GET /wc-wallet`: the WalletConnect test wallet by hand. Paste a `wc:` URI, then approve or
 * reject proposals and requests. Plain HTML and one inline script that polls
 * `/devstack/wc-wallet/state`; every piece of data is set with `textContent`.
 */
export const WC_WALLET_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer WalletConnect Test Wallet</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem auto; max-width: 46rem; padding: 0 1rem; }
  h1 { font-size: 1.3rem; } h2 { font-size: 1.05rem; margin-top: 1.6rem; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: .4rem; font: inherit; }
  li { margin: .5rem 0; padding: .5rem; border: 1px solid #ccc; border-radius: 6px; list-style: none; }
  ul { padding: 0; } button { margin-right: .4rem; } code { word-break: break-all; }
  #error { color: #b00020; } .muted { color: #666; }
</style>
</head>
<body>
<h1>Foyer WalletConnect Test Wallet</h1>
<p class="muted">Account <code id="address">…</code> on the devstack relay <code id="relay">…</code></p>
<form id="pair">
  <label for="uri">WalletConnect URI</label>
  <input id="uri" type="text" placeholder="wc:…" autocomplete="off">
  <p><button type="submit">Pair</button></p>
</form>
<p>
  <label for="decision">Policy</label>
  <select id="decision">
    <option value="ask">ask (approve here)</option>
    <option value="approve">approve everything</option>
    <option value="reject">reject everything</option>
  </select>
</p>
<p id="error" role="alert"></p>
<h2>Session proposals</h2><ul id="proposals"></ul>
<h2>Requests</h2><ul id="requests"></ul>
<h2>Sessions</h2><ul id="sessions"></ul>
<script>
(() => {
  const base = '/devstack/wc-wallet'
  const $ = (id) => document.getElementById(id)
  const call = async (path, body) => {
    const response = await fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await response.json()
    if (!response.ok) throw new Error(json.error || response.statusText)
    return json
  }
  const act = (path, body) => call(path, body ?? {})
    .then(() => { $('error').textContent = ''; refresh(); return true })
    .catch((error) => { $('error').textContent = error.message; return false })
  const button = (label, onClick) => {
    const element = document.createElement('button')
    element.type = 'button'
    element.textContent = label
    element.addEventListener('click', onClick)
    return element
  }
  const item = (lines, buttons) => {
    const li = document.createElement('li')
    for (const line of lines) {
      const div = document.createElement('div')
      div.textContent = line
      li.append(div)
    }
    const row = document.createElement('div')
    row.append(...buttons)
    li.append(row)
    return li
  }
  const fill = (list, items, empty) => {
    const element = $(list)
    element.replaceChildren(...items)
    if (items.length === 0) {
      const li = document.createElement('li')
      li.className = 'muted'
      li.textContent = empty
      element.append(li)
    }
  }
  const render = (state) => {
    $('address').textContent = state.address
    $('relay').textContent = state.relayUrl
    if (document.activeElement !== $('decision')) $('decision').value = state.policy.decision
    fill('proposals', state.pendingProposals.map((p) => item(
      [p.proposer.name + ' (' + p.proposer.url + ')', 'chains: ' + p.chains.join(', ')],
      [button('Approve', () => act('/proposals/' + p.id + '/approve')),
       button('Reject', () => act('/proposals/' + p.id + '/reject'))],
    )), 'None waiting.')
    fill('requests', state.pendingRequests.map((r) => item(
      [r.method + ' on ' + r.chainId, r.summary],
      [button('Approve', () => act('/requests/' + r.id + '/approve')),
       button('Reject', () => act('/requests/' + r.id + '/reject'))],
    )), 'None waiting.')
    fill('sessions', state.sessions.map((s) => item(
      [s.peer.name + ' (' + s.peer.url + ')', 'chains: ' + s.chains.join(', ')],
      [button('Disconnect', () => act('/disconnect', { topic: s.topic }))],
    )), 'Not connected.')
  }
  const refresh = () => call('/state').then(render)
    .catch((error) => { $('error').textContent = error.message })
  $('pair').addEventListener('submit', (event) => {
    event.preventDefault()
    act('/pair', { uri: $('uri').value.trim() }).then((ok) => { if (ok) $('uri').value = '' })
  })
  $('decision').addEventListener('change', () => act('/policy', { decision: $('decision').value }))
  refresh()
  setInterval(refresh, 1000)
})()
</script>
</body>
</html>
`
