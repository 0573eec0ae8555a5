/** Where frames do not come (a hidden page), `task` runs after this long. */
const HIDDEN_PAGE_FALLBACK_MS = 100

/**
 * Runs `task` in a task of its own once the next frame has painted — a task queued from a
 * frame's callback runs after that frame — or after 100 ms on a page that paints no frames (a
 * hidden tab), or in the next task where there are no frames at all.
 * Work that can wait a frame goes here, so the frame that answers an interaction is not held
 * back by it. Returns the function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let done = false
  const run = () => {
    if (done) return
    cancel()
    task()
  }
  // Where nothing paints (a server, a worker): the next task.
  const frames = typeof requestAnimationFrame === 'function'
  const frame = frames
    ? requestAnimationFrame(() => {
        timer = setTimeout(run)
      })
    : undefined
  const fallback = setTimeout(run, frames ? HIDDEN_PAGE_FALLBACK_MS : 0)
  function cancel() {
    done = true
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
    clearTimeout(fallback)
  }
  return cancel
}
