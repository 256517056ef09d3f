import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { documentBody } from "#app/document/document-body.server.ts";

describe("documentBody", () => {
  it("removes the NUL bytes a renderer left between the bytes of a Czech letter", async () => {
    const broken = Buffer.concat([
      Buffer.from('aria-label="Oznámen', "utf8"),
      Buffer.from([0]),
      Buffer.from('í"', "utf8"),
    ]);
    const output = await buffer(Readable.from([broken]).pipe(documentBody()));
    expect(output.toString("utf8")).toBe('aria-label="Oznámení"');
  });

  it("removes runs of NUL bytes anywhere in a piece, the ends included", async () => {
    const nul = (count: number) => Buffer.alloc(count);
    const broken = Buffer.concat([
      nul(2),
      Buffer.from("<p>Dárek</p>", "utf8"),
      nul(3),
      Buffer.from("<p>Kč</p>", "utf8"),
      nul(1),
    ]);
    const output = await buffer(Readable.from([broken]).pipe(documentBody()));
    expect(output.toString("utf8")).toBe("<p>Dárek</p><p>Kč</p>");
    const onlyNul = await buffer(Readable.from([nul(4)]).pipe(documentBody()));
    expect(onlyNul.length).toBe(0);
  });

  it("passes clean text through unchanged", async () => {
    const chunks = [Buffer.from("<p>Dárek ke každé objednávce</p>"), Buffer.from("<p>Kč</p>")];
    const output = await buffer(Readable.from(chunks).pipe(documentBody()));
    expect(output.toString("utf8")).toBe("<p>Dárek ke každé objednávce</p><p>Kč</p>");
  });

  it("passes the first piece on at once, then the pieces written together as one chunk", async () => {
    const body = documentBody();
    const chunks: Array<string> = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    body.write(Buffer.from("<html><head>"));
    body.write(Buffer.from("<title>Košík</title></head>"));
    body.write(Buffer.from("<body>"));
    await new Promise((resolve) => setImmediate(resolve));
    body.end(Buffer.from("<p>Doručíme zítra</p></body></html>"));
    await new Promise((resolve) => body.on("end", resolve));
    expect(chunks).toEqual([
      "<html><head>",
      "<title>Košík</title></head><body>",
      "<p>Doručíme zítra</p></body></html>",
    ]);
  });

  it("is ended once by the renderer, which ended it again on its close event", async () => {
    const body = documentBody();
    const end = vi.spyOn(body, "end");
    const { pipe } = renderToPipeableStream(createElement("p", null, "Dárek"), {
      onAllReady() {
        pipe(body);
      },
    });
    const output = await buffer(body);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(output.toString("utf8")).toBe("<p>Dárek</p>");
    expect(end).toHaveBeenCalledTimes(1);
  });

  it("puts a stand-in's value where its marker is, also when pieces split the marker", async () => {
    const standIn = { marker: "/translations/f3a1.js", value: "/translations/cs/cart+frame.js" };
    const chunks = ['<p>Košík</p><script src="/transl', "ations/f3", 'a1.js"></script>'];
    const output = await buffer(Readable.from(chunks.map(Buffer.from)).pipe(documentBody(standIn)));
    expect(output.toString("utf8")).toBe(
      '<p>Košík</p><script src="/translations/cs/cart+frame.js"></script>',
    );
  });

  it("replaces the first marker only, and sends a page without one as it came", async () => {
    const standIn = { marker: "@@m@@", value: "/t.js" };
    const twice = await buffer(
      Readable.from([Buffer.from("@@m@@ a @@m@@")]).pipe(documentBody(standIn)),
    );
    expect(twice.toString("utf8")).toBe("/t.js a @@m@@");
    const none = ["<p>Doručíme zítra", "</p>@@m", "@"];
    const kept = await buffer(Readable.from(none.map(Buffer.from)).pipe(documentBody(standIn)));
    expect(kept.toString("utf8")).toBe("<p>Doručíme zítra</p>@@m@");
  });
});
