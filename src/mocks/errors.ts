/** A refusal: a handler throws it, the endpoint wrapper (respond.ts) answers `{ code, msg, data: null }`. */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, msg: string) {
    super(msg);
    this.code = code;
  }
}

/** Code 1: a business refusal (§8: "any other non-zero code below 1000" is shown as an error toast with msg). */
export function refuse(msg: string): never {
  throw new ApiError(1, msg);
}
