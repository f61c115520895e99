import { AI_TIMEOUT_MESSAGE } from "./types";

/**
 * The analysis ran out of its time budget (docs/product.md#api-calls: 15 s); `message` is the
 * spec's text.
 */
export class AiTimeoutError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(AI_TIMEOUT_MESSAGE, options);
    this.name = "AiTimeoutError";
  }
}
