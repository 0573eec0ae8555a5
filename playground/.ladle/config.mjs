/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
  outDir: 'build-ladle',
  port: 61000,
  defaultStory: 'views--connect--with-installed-wallets',
  // The toolbar's theme control (`&theme=light|dark` in the URL): the modal follows it. The
  // product's default is dark.
  addons: { theme: { enabled: true, defaultState: 'dark' } },
}
