/**
 * The error body of spec/03 every REST answer and every HTTP refusal carries:
 * `{"detail": {"error_code", "error_message", ...extra}}`, with its status and headers. The REST
 * shim maps its routes' errors onto it; the HTTP host answers with it what it refuses before any
 * route runs.
 */

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** Top-level keys beside `detail` (e.g. ok false and placement on a fail-closed 503). */
    readonly envelope: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body() {
    return {
      ...this.envelope,
      detail: { error_code: this.errorCode, error_message: this.message, ...this.extra },
    };
  }
}
