import { afterEach, describe, expect, test, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  test('default: runs once, in a task after the next frame, not in the frame itself', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const task = vi.fn()
    afterNextPaint(task)
    vi.advanceTimersByTime(50)
    expect(task).not.toHaveBeenCalled()
    for (const frame of frames.splice(0)) frame(0)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(200)
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('behavior: a page that paints no frames runs it after 100 ms; cancelled, never', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const hidden = vi.fn()
    afterNextPaint(hidden)
    vi.advanceTimersByTime(99)
    expect(hidden).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(hidden).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    afterNextPaint(cancelled)()
    vi.advanceTimersByTime(200)
    expect(cancelled).not.toHaveBeenCalled()
  })

  test('behavior: where nothing paints (no requestAnimationFrame), the next task', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', undefined)
    const task = vi.fn()
    afterNextPaint(task)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
