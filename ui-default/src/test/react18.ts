import { version } from 'react'
import { expect } from 'vitest'

// Guards the React 18 project: if the alias stopped applying, this suite would silently run on 19.
expect(version.startsWith('18.')).toBe(true)
