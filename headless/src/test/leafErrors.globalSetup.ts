// Global setup of the headless project: the final check that every leaf error the code raises
// is reached by a test (see src/errors/specMessages.test.ts for the whole scheme). Each test
// file's recorder (src/test/recordLeafErrors.ts) writes what it saw to its own file in a
// temporary directory, so workers share nothing while the run goes on — robust however many
// workers run (2 cores here) and in whatever order; after the run, this teardown reads them
// all. It checks only a whole run of the project (every headless test file, no name filter):
// a run of some files reaches only some leaves. The headless files run as two projects (those
// that need fresh modules apart, see vitest.config.ts): the first of them provides the directory
// to both and checks the records of both.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import {
  checkLeafRaising,
  type LeafRecord,
  leafNames,
  readSources,
  waitingForFeature,
} from './leafErrorRaising.js'

export default function setup(project: TestProject) {
  const family = project.vitest.projects.filter(
    (other) => other.config.root === project.config.root,
  )
  if (family[0] !== project) return
  const directory = mkdtempSync(join(tmpdir(), 'foyer-leaf-errors-'))
  for (const member of family) member.provide('foyerLeafErrorsDirectory', directory)
  return async () => {
    try {
      const ran = project.vitest.state
        .getTestModules()
        .filter((module) => family.includes(module.project))
      const testFiles = (
        await Promise.all(family.map(async (member) => (await member.globTestFiles()).testFiles))
      ).flat()
      const records = readdirSync(directory).map(
        (name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as LeafRecord,
      )
      const recorded = new Set(records.map(({ file }) => file))
      const whole =
        !project.config.testNamePattern &&
        testFiles.every((file) => recorded.has(file)) &&
        ran.every((module) => module.state() !== 'skipped')
      if (!whole) {
        console.log(
          `[headless] leaf error check skipped: ${recorded.size} of ${testFiles.length} test files ran (it needs them all)`,
        )
        return
      }
      const leaves = leafNames(readSources())
      const problems = checkLeafRaising({ leaves, waiting: waitingForFeature, records })
      if (problems.length === 0) {
        const waiting = Object.keys(waitingForFeature).length
        console.log(
          `[headless] leaf errors: ${leaves.length - waiting} raised by the code and reached by tests, ${waiting} waiting for a feature`,
        )
        return
      }
      console.error(
        `\n[headless] leaf errors raised by the code but not reached by any test, or listed as waiting but raised (src/test/leafErrorRaising.ts):\n  ${problems.join('\n  ')}\n`,
      )
      process.exitCode = 1
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  }
}
