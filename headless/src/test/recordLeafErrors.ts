// Vitest setup file of the headless project: records which leaf errors the code under test
// raises. Read by the final check of src/test/leafErrors.globalSetup.ts; the rules are in
// src/test/leafErrorRaising.ts and tested by src/errors/specMessages.test.ts.
//
// Every Foyer error is constructed through `FoyerError`'s `super(…)` call to `Error`. `super`
// looks the parent constructor up when it runs, so giving `FoyerError` a Proxy of `Error` as
// its parent sees every construction of every leaf (the Proxy's `newTarget` is the leaf class)
// without touching the source or the classes: `instanceof`, statics and the errors themselves
// are unchanged. For each leaf the first construction whose call stack leads to a non-test
// source file outside errors/ is kept, with that file and line; constructions made directly
// by a test (or by an errors/ helper a test called) are not "raised by the code".
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, inject } from 'vitest'
import { FoyerError } from '../errors/FoyerError.js'
import { type LeafRecord, raisingSite } from './leafErrorRaising.js'

const patched = Symbol.for('foyer.recordLeafErrors')
const current = Symbol.for('foyer.recordLeafErrors.current')
type Holder = { [current]?: Record<string, string> }

// This setup file runs before every test file. Where a worker runs several files without
// isolation, FoyerError (and the Proxy below) is loaded once: each run of this file points the
// one Proxy at the new file's record.
const raised: Record<string, string> = {}
;(globalThis as Holder)[current] = raised

/** The leaves the code raised while the running test file ran, with the call site (`file:line`). */
export function raisedInThisFile(): Readonly<Record<string, string>> {
  return (globalThis as Holder)[current] ?? {}
}

function record(leaf: { name: string }) {
  const raised = (globalThis as Holder)[current]
  if (!raised || raised[leaf.name] !== undefined) return
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 50
  const stack = new Error().stack
  Error.stackTraceLimit = limit
  const site = raisingSite(stack)
  if (site) raised[leaf.name] = site
}

const target = FoyerError as typeof FoyerError & { [patched]?: true }
if (!target[patched]) {
  const parent = Object.getPrototypeOf(FoyerError) as ErrorConstructor
  Object.setPrototypeOf(
    FoyerError,
    new Proxy(parent, {
      construct(base, args, newTarget) {
        record(newTarget as { name: string })
        return Reflect.construct(base, args, newTarget)
      },
    }),
  )
  target[patched] = true
}

afterAll(() => {
  const directory = inject('foyerLeafErrorsDirectory')
  const file = expect.getState().testPath
  if (!directory || !file) return
  const entry: LeafRecord = { file, raised }
  const name = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`
  writeFileSync(join(directory, name), JSON.stringify(entry))
})

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file of the headless project writes the leaf errors it saw raised. */
    foyerLeafErrorsDirectory: string | undefined
  }
}
