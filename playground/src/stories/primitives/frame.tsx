import type { CSSProperties, ReactNode } from 'react'
import { useStoryTheme } from '../storyFoyer.js'

/**
 * The colours a primitive story draws with: the primitives are unstyled (no presentational
 * styles, ARCHITECTURE.md), so a story gives them just enough to be seen in either theme of
 * Ladle's control.
 */
export function usePalette() {
  const light = useStoryTheme() === 'light'
  return {
    text: light ? '#1b1d22' : '#eef0f3',
    muted: light ? '#4a4f5a' : '#a9afbb',
    surface: light ? '#ffffff' : '#1b1d22',
    border: light ? '#b9bec8' : '#4a4f5a',
    accent: light ? '#2f49c7' : '#8fa2ff',
  }
}

/** A story's page: a heading naming the primitive, and the example under it. */
export function PrimitiveFrame({ title, children }: { title: string; children: ReactNode }) {
  const palette = usePalette()
  return (
    <main style={{ padding: 32, color: palette.text, font: '15px/1.5 system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 18, margin: '0 0 16px' }}>{title}</h1>
      {children}
    </main>
  )
}

/** A floating surface (dialog, popover, tooltip content) in the palette. */
export function useSurface(): CSSProperties {
  const palette = usePalette()
  return {
    background: palette.surface,
    color: palette.text,
    border: `1px solid ${palette.border}`,
    borderRadius: 12,
    padding: 16,
    font: '15px/1.5 system-ui, sans-serif',
  }
}

/** A plain button in the palette (44 px high: a touch target). */
export function useButton(): CSSProperties {
  const palette = usePalette()
  return {
    minHeight: 44,
    padding: '0 16px',
    background: 'transparent',
    color: palette.text,
    border: `1px solid ${palette.border}`,
    borderRadius: 10,
    font: 'inherit',
  }
}
