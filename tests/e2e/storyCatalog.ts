import { readFileSync } from 'node:fs'
import { views } from '../../headless/src/machines/router.js'

/** Ladle's build of the playground: its stories list (meta.json) and where it is served. */
export const storiesUrl = 'http://127.0.0.1:61000'
const metaFile = new URL('../../playground/build-ladle/meta.json', import.meta.url)

/**
 * One story of Ladle's build: its id, title levels, name and the `meta` its file sets: `width`
 * (a phone's), and `readyText` for a story that reaches its state after a wait (a debounce, a
 * lookup): the checks start once the page shows that text.
 */
export type StoryEntry = {
  id: string
  levels: string[]
  name: string
  meta: { width?: number | string; readyText?: string; [key: string]: unknown }
}

/**
 * Every story of the Ladle build, in the build's order. Read from disk when the test file is
 * collected (each story is its own test): build the playground first
 * (`pnpm --filter @foyer/playground build`).
 */
export function readStories(): StoryEntry[] {
  let text: string
  try {
    text = readFileSync(metaFile, 'utf8')
  } catch {
    throw new Error(
      `No Ladle build at ${metaFile.pathname}: run \`pnpm --filter @foyer/playground build\` first`,
    )
  }
  const meta = JSON.parse(text) as { stories: Record<string, Omit<StoryEntry, 'id'>> }
  return Object.entries(meta.stories).map(([id, story]) => ({
    ...story,
    id,
    meta: story.meta ?? {},
  }))
}

/** A story's title as Ladle's id spells it: levels joined by `--` (`views--connect`). */
export const titleOf = (story: StoryEntry) => story.id.slice(0, story.id.lastIndexOf('--'))

/** Stories built to fail a check on purpose (`Test fixtures/…`): proofs that the checks run. */
export const isTestFixture = (story: StoryEntry) => story.id.startsWith('test-fixtures--')

/**
 * The stories of each view of the router (`Views/<ViewId>`, Ladle id `views--<viewid>--<story>`),
 * by view id; a view without a story has an empty list.
 */
export function storiesPerView(
  stories: readonly StoryEntry[],
  routerViews: readonly string[] = views,
): Map<string, string[]> {
  return new Map(
    routerViews.map((view) => [
      view,
      stories
        .filter((story) => story.id.startsWith(`views--${view.toLowerCase()}--`))
        .map((story) => story.id),
    ]),
  )
}

/**
 * The id of the story named `name` (Ladle's kebab-case, e.g. 'picker') under a title that
 * `title` matches (e.g. /networks$/ for 'Networks' or 'Views/Networks'): a test that checks one
 * story keeps working when a title moves under `Views/`.
 */
export function storyId(stories: readonly StoryEntry[], title: RegExp, name: string): string {
  const found = stories.find((story) => {
    return story.id.endsWith(`--${name}`) && title.test(titleOf(story))
  })
  if (!found) throw new Error(`No story '${name}' under a title matching ${title}`)
  return found.id
}

/** The viewport a story asks for with `meta.width` (a number of CSS pixels): a phone's height. */
export function viewportOf(story: StoryEntry): { width: number; height: number } | undefined {
  const width = Number(story.meta.width)
  return Number.isFinite(width) && width > 0 ? { width, height: 760 } : undefined
}
