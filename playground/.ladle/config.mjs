/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
  outDir: 'build-ladle',
  port: 61000,
  defaultStory: 'connect--with-installed-wallets',
}
