import { Writable } from "node:stream";

import { describe, expect, test } from "vitest";

import { serverLog } from "./log.js";

describe("serverLog", () => {
  test("writes the BFF's line shape: level, ISO time, service, message, fields", () => {
    const lines: Array<string> = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = serverLog({ level: "info", destination });
    log.debug("not at info");
    log.info("storefront listening", { port: 3000 });
    expect(lines).toHaveLength(1);
    expect(Object.entries(JSON.parse(lines[0] ?? ""))).toEqual([
      ["level", "info"],
      ["time", expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/)],
      ["service", "storefront"],
      ["port", 3000],
      ["msg", "storefront listening"],
    ]);
  });
});
