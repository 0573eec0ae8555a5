import { ListboxOption } from './ListboxOption.js'
import { ListboxRoot } from './ListboxRoot.js'

/**
 * The Listbox parts, used as `<Listbox.Root>` and so on. A plain object rather than a
 * module namespace, so a bundler drops the parts a host does not import.
 */
export const Listbox = {
  Root: ListboxRoot,
  Option: ListboxOption,
}
