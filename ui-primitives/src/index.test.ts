// @vitest-environment jsdom
import { expect, test } from 'vitest'

test('exports', async () => {
  const entry = await import('./index.js')
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "Avatar",
      "Dialog",
      "Listbox",
      "OTPInput",
      "Popover",
      "QRCode",
      "Tabs",
      "Toaster",
      "Tooltip",
      "VisuallyHidden",
      "composeEventHandlers",
      "getQRCodeMatrix",
      "toast",
      "visuallyHiddenStyle",
    ]
  `)
  const parts = Object.fromEntries(
    Object.entries(entry)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'Root' in value)
      .map(([name, value]) => [name, Object.keys(value).sort()]),
  )
  expect(parts).toMatchInlineSnapshot(`
    {
      "Avatar": [
        "Fallback",
        "Image",
        "Root",
      ],
      "Dialog": [
        "Close",
        "Content",
        "Description",
        "Overlay",
        "Portal",
        "Root",
        "Title",
        "Trigger",
      ],
      "Listbox": [
        "Option",
        "Root",
      ],
      "OTPInput": [
        "Input",
        "Root",
      ],
      "Popover": [
        "Close",
        "Content",
        "Description",
        "Portal",
        "Root",
        "Title",
        "Trigger",
      ],
      "Tabs": [
        "Content",
        "List",
        "Root",
        "Trigger",
      ],
      "Tooltip": [
        "Content",
        "Portal",
        "Root",
        "Trigger",
      ],
    }
  `)
})
