/**
 * Puts an answerer in front of `window.fetch`: the requests `handles` picks are answered in the
 * page by `answer` (a story's recorded service answers), so nothing leaves it; every other
 * request goes on to the fetch that was in place. Returns the function that takes it away.
 */
export function answerFetch(
  handles: (url: URL) => boolean,
  answer: (request: Request, url: URL) => Promise<Response>,
): () => void {
  const previous = window.fetch
  const answering: typeof fetch = (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    return handles(url) ? answer(request, url) : previous(input, init)
  }
  window.fetch = answering
  return () => {
    if (window.fetch === answering) window.fetch = previous
  }
}
