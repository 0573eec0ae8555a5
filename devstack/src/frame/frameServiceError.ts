/** A refusal of the frame service; the frame page sends its message as the `_ERROR` reply. */
export class FrameServiceError extends Error {
  override name = 'FrameServiceError'
  constructor(
    message: string,
    readonly status: 400 | 401 | 404 = 400,
  ) {
    super(message)
  }
}
