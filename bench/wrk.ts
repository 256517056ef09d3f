/**
 * Load from wrk, Debian's HTTP benchmark in C, for the shared cache's bench. On two cores
 * shared with nginx, a load generator in Node (autocannon) took 60-70 % of a core while
 * nginx answered 1 500-2 500 pages a second, so the proxy was measured with a third of the
 * machine missing. wrk asks the same of one thread at a fraction of that.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export type Load = {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connections refused or broken, timeouts, and answers of 400 and above. */
  failed: number;
};

/** wrk's summary as one JSON line: its own report is for people. */
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"failed":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

let script: string | undefined;

export async function wrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Load> {
  if (!script) {
    script = join(mkdtempSync(join(tmpdir(), "storefront-wrk-")), "report.lua");
    writeFileSync(script, REPORT);
  }
  const { stdout } = await promisify(execFile)("wrk", [
    "--threads",
    "1",
    "--connections",
    String(connections),
    "--duration",
    `${seconds}s`,
    "--timeout",
    "5s",
    "--script",
    script,
    ...Object.entries(headers).flatMap(([name, value]) => ["--header", `${name}: ${value}`]),
    url,
  ]);
  const line = stdout.split("\n").find((text) => text.startsWith("{"));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const summary = JSON.parse(line) as {
    requests: number;
    durationUs: number;
    p50Us: number;
    p99Us: number;
    failed: number;
  };
  return {
    requests: summary.requests,
    perSecond: summary.requests / (summary.durationUs / 1e6),
    p50Ms: Math.round(summary.p50Us / 1000),
    p99Ms: Math.round(summary.p99Us / 1000),
    failed: summary.failed,
  };
}
