export type Timing = { name: string; durationMs: number; description?: string };

/**
 * Collects the upstream calls of one request for the `Server-Timing` header, so the
 * browser's network panel shows where a page's time went (and what the cache did).
 */
export class ServerTiming {
  readonly #timings: Array<Timing>;

  /** `timings` may be shared with the server that writes the header (see server.mjs). */
  constructor(timings: Array<Timing> = []) {
    this.#timings = timings;
  }

  add(name: string, durationMs: number, description?: string): void {
    this.#timings.push({ name, durationMs, description });
  }

  /** Times `work` and records it, whether it succeeds or fails. */
  async measure<T>(name: string, work: () => Promise<T>, describe?: (value: T) => string) {
    const started = performance.now();
    try {
      const value = await work();
      this.add(name, performance.now() - started, describe?.(value));
      return value;
    } catch (error) {
      this.add(name, performance.now() - started, "error");
      throw error;
    }
  }

  get entries(): ReadonlyArray<Timing> {
    return this.#timings;
  }

  toHeader(): string {
    return this.#timings
      .map(({ name, durationMs, description }) => {
        const token = name.replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]/g, "_");
        const desc = description ? `;desc="${description.replace(/["\\]/g, "")}"` : "";
        return `${token};dur=${durationMs.toFixed(1)}${desc}`;
      })
      .join(", ");
  }
}
