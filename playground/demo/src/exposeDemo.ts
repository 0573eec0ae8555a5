// Tests only (index.html): the demo's instance as `window.foyerDemo`.
import { exposeForTests } from './exposeForTests.js'
import { foyer } from './foyer.js'

exposeForTests(foyer)
