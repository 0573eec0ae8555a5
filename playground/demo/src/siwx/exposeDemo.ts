// Tests only (siwx.html): the sign-in demo's instance as `window.foyerDemo`.
import { exposeForTests } from '../exposeForTests.js'
import { foyer } from './foyer.js'

exposeForTests(foyer)
