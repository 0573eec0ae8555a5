import { Listbox } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { PrimitiveFrame, usePalette } from './frame.js'

export default { title: 'Primitives/Listbox' }

type Network = { id: string; name: string; testnet: boolean }

const networks: Network[] = [
  { id: 'eip155:1', name: 'Ethereum', testnet: false },
  { id: 'eip155:10', name: 'OP Mainnet', testnet: false },
  { id: 'eip155:137', name: 'Polygon', testnet: false },
  { id: 'eip155:8453', name: 'Base', testnet: false },
  { id: 'eip155:11155111', name: 'Sepolia (not offered)', testnet: true },
  { id: 'eip155:42161', name: 'Arbitrum One', testnet: false },
]
const many: Network[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `eip155:${index + 1}`,
  name: `Network ${index + 1}`,
  testnet: false,
}))

function Example({ items }: { items: Network[] }) {
  const palette = usePalette()
  return (
    <PrimitiveFrame title="Listbox">
      <Listbox.Root
        aria-label="Networks"
        items={items}
        getItemKey={(network) => network.id}
        getItemText={(network) => network.name}
        isItemDisabled={(network) => network.testnet}
        estimateSize={() => 44}
        defaultValue="eip155:10"
        style={{ height: 264, width: 280, overflow: 'auto', border: `1px solid ${palette.border}` }}
      >
        {(network, { index }) => (
          <Listbox.Option index={index} style={{ height: 44, padding: '10px 12px' }}>
            {network.name}
          </Listbox.Option>
        )}
      </Listbox.Root>
    </PrimitiveFrame>
  )
}

/** A few networks, one selected, one disabled (skipped by the arrow keys). */
export const Networks: Story = () => <Example items={networks} />

/** 1000 rows: only the visible ones are in the DOM (virtualised). */
export const ManyItems: Story = () => <Example items={many} />
