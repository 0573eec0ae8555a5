import type { Story } from '@ladle/react'
import { ModalStory, storyWallets } from './storyFoyer.js'
import { directoryApi, storyDirectory } from './support/directory.js'
import { errorAnswer } from './support/providerApi.js'
import { typeInto } from './support/typeInto.js'

export default { title: 'Views/AllWallets' }

// Every wallet the visitor can pick: the installed ones first, then the provider's wallet
// directory page by page, with a search. The directory answers are recorded (`directoryApi`);
// nothing leaves the page.

const view = 'AllWallets'
const directory = directoryApi(storyDirectory(24))

/** The first page is on its way: skeleton rows of the final layout. */
export const Loading: Story = () => (
  <ModalStory
    wallets={[]}
    view={view}
    api={(path) => (path === '/getWallets' ? 'never' : undefined)}
  />
)

/** The installed wallets, then the directory's wallets. */
export const Results: Story = () => (
  <ModalStory wallets={storyWallets} view={view} api={directory} />
)

/** 200 wallets: the virtualised list loads page after page as it scrolls. */
export const ManyWallets: Story = () => (
  <ModalStory wallets={storyWallets} view={view} api={directoryApi(storyDirectory(200))} />
)

/** A search that matches nothing: "No wallet found" and a hint. */
export const EmptySearch: Story = () => (
  <ModalStory
    wallets={[]}
    view={view}
    api={directory}
    after={() => typeInto('[data-testid="all-wallets-search"]', 'zzz')}
  />
)

/** A search that matches some wallets. */
export const SearchResults: Story = () => (
  <ModalStory
    wallets={[]}
    view={view}
    api={directory}
    after={() => typeInto('[data-testid="all-wallets-search"]', 'amber')}
  />
)

/** The directory could not be read (after the HTTP client's retries): Try again. */
export const DirectoryError: Story = () => (
  <ModalStory
    wallets={[]}
    view={view}
    api={(path) => (path === '/getWallets' ? errorAnswer(500) : undefined)}
  />
)
// The message comes after the retries: the story test waits for it.
DirectoryError.meta = { readyText: 'Try again' }

export const Mobile: Story = () => <ModalStory wallets={storyWallets} view={view} api={directory} />
Mobile.meta = { width: 375 }
