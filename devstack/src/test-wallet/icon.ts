/** The test wallet's icon: an inline SVG data URI, so showing it makes no request. */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#1f6f5c"/>' +
  '<path d="M24 34a8 8 0 0 1 8-8h36v12H36v8h26v12H36v14H24z" fill="#f4f1e8"/>' +
  '<circle cx="70" cy="68" r="8" fill="#f2b134"/></svg>'

export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}`
