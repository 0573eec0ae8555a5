import { TabsContent } from './TabsContent.js'
import { TabsList } from './TabsList.js'
import { TabsRoot } from './TabsRoot.js'
import { TabsTrigger } from './TabsTrigger.js'

/**
 * The Tabs parts, used as `<Tabs.Root>` and so on. A plain object rather than a
 * module namespace, so a bundler drops the parts a host does not import.
 */
export const Tabs = {
  Root: TabsRoot,
  Trigger: TabsTrigger,
  List: TabsList,
  Content: TabsContent,
}
