// Compiles devstack/contracts/*.sol with the solc npm package into dist/contracts.json
// (ABI + bytecode), using the compiler wrapper of the freshly built dist/index.js.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { compileContracts } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href)
const compiled = await compileContracts()
writeFileSync(join(root, 'dist', 'contracts.json'), JSON.stringify(compiled, null, 2))
console.log(
  `dist/contracts.json: ${Object.keys(compiled.contracts).join(', ')} (solc ${compiled.solcVersion})`,
)
