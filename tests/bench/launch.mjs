// Chromium for the benchmarks: the settings every browser test uses (`@foyer/devstack/chromium.json`),
// but with the spare renderer those settings turn off. The tests save its CPU (a new browser
// context's first page never uses it); a visitor's Chromium has it, and a navigation to another
// site takes it: the baseline host's button came about 30 ms sooner with it (5 rounds each way).
import chromiumSettings from '@foyer/devstack/chromium.json' with { type: 'json' }

const SPARE_RENDERER = 'SpareRendererForSitePerProcess'

const withSpareRenderer = (arg) =>
  arg.startsWith('--disable-features=')
    ? `--disable-features=${arg
        .slice('--disable-features='.length)
        .split(',')
        .filter((feature) => feature !== SPARE_RENDERER)
        .join(',')}`
    : arg

/** Launch options for `chromium.launch` in the benchmarks. */
export const benchLaunchOptions = {
  ...chromiumSettings,
  executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath,
  args: chromiumSettings.args.map(withSpareRenderer),
}
