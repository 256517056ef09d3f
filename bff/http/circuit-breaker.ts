export type BreakerState = "closed" | "open" | "half-open";

/**
 * Fails fast while an upstream is down instead of making every shopper wait for its
 * timeout. After `failureThreshold` failures in a row it opens; after `openMs` it lets one
 * probe through (half-open): success closes it, failure opens it again.
 */
export class CircuitBreaker {
  #state: BreakerState = "closed";
  #failures = 0;
  #openedAt = 0;
  #probeInFlight = false;
  readonly #failureThreshold: number;
  readonly #openMs: number;
  readonly #now: () => number;

  constructor({
    failureThreshold = 5,
    openMs = 10_000,
    now = Date.now,
  }: { failureThreshold?: number; openMs?: number; now?: () => number } = {}) {
    this.#failureThreshold = failureThreshold;
    this.#openMs = openMs;
    this.#now = now;
  }

  get state(): BreakerState {
    if (this.#state === "open" && this.#now() - this.#openedAt >= this.#openMs) {
      return "half-open";
    }
    return this.#state;
  }

  /** Whether a call may go to the upstream now; in half-open only one probe at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === "closed") return true;
    if (state === "open" || this.#probeInFlight) return false;
    this.#state = "half-open";
    this.#probeInFlight = true;
    return true;
  }

  /** Ends a call that says nothing about the upstream (the shopper went away). */
  release(): void {
    this.#probeInFlight = false;
  }

  recordSuccess(): void {
    this.#state = "closed";
    this.#failures = 0;
    this.#probeInFlight = false;
  }

  recordFailure(): void {
    this.#probeInFlight = false;
    this.#failures += 1;
    if (this.#state === "half-open" || this.#failures >= this.#failureThreshold) {
      this.#state = "open";
      this.#openedAt = this.#now();
    }
  }
}
