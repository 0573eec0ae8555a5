import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { distPath, packageRoot, runningFromSource } from '../paths.js'

/** One compiled contract: its ABI, creation bytecode and runtime bytecode. */
export type CompiledContract = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

/** Compiled contracts by name, with the solc version and a hash of the sources. */
export type CompiledContracts = {
  solcVersion: string
  sourcesHash: string
  contracts: Record<string, CompiledContract>
}

const contractsDir = () => join(packageRoot(), 'contracts')

function readSources(): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {}
  for (const file of readdirSync(contractsDir()).sort()) {
    if (file.endsWith('.sol')) {
      sources[file] = { content: readFileSync(join(contractsDir(), file), 'utf8') }
    }
  }
  return sources
}

const hashSources = (sources: Record<string, { content: string }>) =>
  createHash('sha256').update(JSON.stringify(sources)).digest('hex').slice(0, 16)

type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >
}

/**
 * Compiles `devstack/contracts/*.sol` with the `solc` npm package (used by the build, which
 * writes the result to `dist/contracts.json`).
 */
export async function compileContracts(): Promise<CompiledContracts> {
  const sources = readSources()
  const solc = (await import('solc')).default as {
    compile: (input: string) => string
    version: () => string
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(
      `Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  }
  const contracts: Record<string, CompiledContract> = {}
  for (const file of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(file)) {
      if (!contract.evm.bytecode.object) continue // interfaces
      contracts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
    }
  }
  return { solcVersion: solc.version(), sourcesHash: hashSources(sources), contracts }
}

let loaded: Promise<CompiledContracts> | undefined

/**
 * The compiled contracts: `dist/contracts.json` in the built package; from sources (tests), a
 * compilation cached in `devstack/.devstack/` by source hash, so solc runs once per change.
 */
export function loadContracts(): Promise<CompiledContracts> {
  loaded ??= (async () => {
    const built = distPath('contracts.json')
    if (!runningFromSource() && existsSync(built)) {
      return JSON.parse(readFileSync(built, 'utf8')) as CompiledContracts
    }
    const cacheDir = join(packageRoot(), '.devstack')
    const cacheFile = join(cacheDir, `contracts-${hashSources(readSources())}.json`)
    if (existsSync(cacheFile))
      return JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledContracts
    const compiled = await compileContracts()
    mkdirSync(cacheDir, { recursive: true })
    // Write then rename, so a parallel test worker never reads a half-written cache.
    const temporary = `${cacheFile}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(compiled))
    renameSync(temporary, cacheFile)
    return compiled
  })().catch((error: unknown) => {
    loaded = undefined
    throw error
  })
  return loaded
}

/** A compiled contract by name; throws if it is missing. */
export function getContract(compiled: CompiledContracts, name: string): CompiledContract {
  const contract = compiled.contracts[name]
  if (!contract) throw new Error(`Contract ${name} is not compiled`)
  return contract
}
