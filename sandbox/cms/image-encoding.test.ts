import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { createImageCache, encodeSvg } from "./image-encoding.ts";
import { frameImage, renderImageSvg } from "./images.ts";

const card = renderImageSvg({
  title: "Příliš žluťoučký kůň",
  background: "#fdecef",
  width: 800,
  height: 800,
  framing: frameImage(
    { width: 800, height: 800 },
    { width: 120, height: 80, crop: true, upscale: true },
    1,
  ),
});

describe("encoding drawn cards", () => {
  it.each([
    ["webp", "RIFF", 0],
    ["jpeg", "\xff\xd8\xff", 0],
    ["png", "PNG", 1],
  ] as const)("writes a decodable %s of the framed size", async (format, magic, offset) => {
    const file = await encodeSvg(card, format);
    expect(file.subarray(offset, offset + magic.length).toString("latin1")).toBe(magic);
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format, width: 120, height: 80 });
  });

  it("writes the same bytes every time", async () => {
    const [first, second] = await Promise.all([encodeSvg(card, "webp"), encodeSvg(card, "webp")]);
    expect(first.equals(second)).toBe(true);
  });

  it("passes SVG through as drawn", async () => {
    expect((await encodeSvg(card, "svg")).toString()).toBe(card);
  });
});

describe("the encoded image cache", () => {
  it("encodes a key once, also when asked concurrently", async () => {
    const cached = createImageCache();
    let encodings = 0;
    const encode = async () => {
      encodings += 1;
      return Buffer.from("x");
    };
    await Promise.all([cached("a", encode), cached("a", encode)]);
    await cached("a", encode);
    expect(encodings).toBe(1);
  });

  it("forgets the least recently used files past its size", async () => {
    const cached = createImageCache(10);
    let encodings = 0;
    const encode = async () => {
      encodings += 1;
      return Buffer.alloc(6);
    };
    await cached("a", encode);
    await cached("b", encode);
    await cached("a", encode);
    expect(encodings).toBe(3);
  });
});
