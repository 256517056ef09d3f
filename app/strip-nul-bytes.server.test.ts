import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { stripNulBytes } from "./strip-nul-bytes.server.ts";

describe("stripNulBytes", () => {
  it("removes the NUL bytes a renderer left between the bytes of a Czech letter", async () => {
    const broken = Buffer.concat([
      Buffer.from('aria-label="Oznámen', "utf8"),
      Buffer.from([0]),
      Buffer.from('í"', "utf8"),
    ]);
    const output = await buffer(Readable.from([broken]).pipe(stripNulBytes()));
    expect(output.toString("utf8")).toBe('aria-label="Oznámení"');
  });

  it("passes clean chunks through unchanged", async () => {
    const chunks = [Buffer.from("<p>Dárek ke každé objednávce</p>"), Buffer.from("<p>Kč</p>")];
    const output = await buffer(Readable.from(chunks).pipe(stripNulBytes()));
    expect(output.toString("utf8")).toBe("<p>Dárek ke každé objednávce</p><p>Kč</p>");
  });
});
