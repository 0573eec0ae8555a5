import type { Story } from '@ladle/react'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'
import { TypeInto } from './support/typeInto.js'

export default { title: 'Views/RegisterAccountName' }

// Choosing a name, typed as a visitor would; the names API's suggestions recorded.

const suggestions = (label: string, takenLabel: boolean) => ({
  suggestions: [
    { name: `${label}.reown.id`, registered: takenLabel },
    { name: `${label}-wallet.reown.id`, registered: false },
    { name: `${label}2026.reown.id`, registered: false },
  ],
})

function NameStory({ typed, taken = false }: { typed?: string; taken?: boolean }) {
  const answers = accountAnswers()
  answers.routes = [
    [
      /^\/v1\/profile\/suggestions\//,
      (url: URL) => suggestions(decodeURIComponent(url.pathname.split('/').pop() ?? ''), taken),
    ],
    ...(answers.routes ?? []),
  ]
  return (
    <>
      <ApiStory view="RegisterAccountName" answers={answers} />
      {typed !== undefined && <TypeInto selector="#foyer-name" value={typed} />}
    </>
  )
}

/** Nothing typed yet: the rule and Register disabled. */
export const Empty: Story = () => <NameStory />

/** A free name: the suggestions marked Available; Register. */
export const Available: Story = () => <NameStory typed="ada-lovelace" />
// The suggestions come after the typing's debounce and a lookup: the story test waits for them.
Available.meta = { readyText: 'Available' }

/** A name someone holds: Taken, with free alternatives. */
export const Taken: Story = () => <NameStory typed="alice" taken />
Taken.meta = { readyText: 'Taken' }

/** A name against the rule (capitals and punctuation): marked invalid, Register disabled. */
export const Invalid: Story = () => <NameStory typed="Alice!" />
