// Tests only (multichain.html): the multi-chain demo's instance as `window.foyerDemo`.
import { exposeForTests } from '../exposeForTests.js'
import { foyer } from './foyer.js'

exposeForTests(foyer)
