import type { Story } from '@ladle/react'

export default { title: 'Test fixtures' }

/**
 * A proof for the story test (tests/e2e/stories.spec.ts), not a product screen: an icon button
 * with no accessible name, which axe must report (`button-name`). The test expects this
 * violation; every other story must have none.
 */
export const PlantedViolation: Story = () => (
  <main style={{ padding: 24 }}>
    <h1 style={{ color: '#fff', font: '600 16px sans-serif' }}>Planted violation</h1>
    <button type="button" style={{ width: 44, height: 44 }}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 12h16" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  </main>
)
