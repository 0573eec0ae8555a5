const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
}

export function CloseIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
    </svg>
  )
}

export function BackIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M10 3L5 8l5 5" />
    </svg>
  )
}
