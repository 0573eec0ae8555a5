// Tests only (wagmi.html): the page's Foyer instance as `window.foyerDemo`.
import { exposeForTests } from '../exposeForTests.js'
import { foyer } from './config.js'

exposeForTests(foyer)
