import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";

const cmsUrl = inject("cmsUrl");
const PRODUCT = "products/vibrator-velvet-classic";

async function fetchImage(path: string, headers?: Record<string, string>) {
  const response = await fetch(`${cmsUrl}/image/${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** Width and height from a WebP file's own header (lossy, lossless or extended). */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(file.subarray(8, 12).toString("latin1")).toBe("WEBP");
  const chunk = file.subarray(12, 16).toString("latin1");
  if (chunk === "VP8 ") {
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe("VP8X");
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
}

describe("image endpoint", () => {
  it("answers a real webp of the style's size with long cache headers", async () => {
    const { response, body } = await fetchImage(`w300h200c1/${PRODUCT}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webpSize(body)).toEqual({ width: 300, height: 200 });
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 300, height: 200 });
  });

  it("fits the whole picture inside the box without crop", async () => {
    const { body } = await fetchImage(`w300h200c0/${PRODUCT}.webp`);
    expect(webpSize(body)).toEqual({ width: 200, height: 200 });
  });

  it("draws a retina copy at twice the size", async () => {
    expect(webpSize((await fetchImage(`w300h200c1/${PRODUCT}@2x.webp`)).body)).toEqual({
      width: 600,
      height: 400,
    });
    expect(webpSize((await fetchImage(`w300h200c0/${PRODUCT}@2x.webp`)).body)).toEqual({
      width: 400,
      height: 400,
    });
  });

  it.each([
    ["jpg", "image/jpeg", "jpeg"],
    ["png", "image/png", "png"],
  ])("serves .%s as asked", async (extension, contentType, format) => {
    const { response, body } = await fetchImage(`w120h90/${PRODUCT}@2x.${extension}`);
    expect(response.headers.get("content-type")).toBe(contentType);
    expect(await sharp(body).metadata()).toMatchObject({ format, width: 240, height: 180 });
  });

  it("negotiates the format of a key without an extension", async () => {
    const webp = await fetchImage(`w100h100/${PRODUCT}`, { accept: "image/webp,*/*" });
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect(webp.response.headers.get("vary")).toMatch(/accept/i);
    const png = await fetchImage(`w100h100/${PRODUCT}`, { accept: "image/png" });
    expect(png.response.headers.get("content-type")).toBe("image/png");
  });

  it("answers the same bytes for the same request", async () => {
    const first = await fetchImage(`w64h64/${PRODUCT}/2.webp`);
    const second = await fetchImage(`w64h64/${PRODUCT}/2.webp`);
    expect(first.body.equals(second.body)).toBe(true);
  });

  it("serves every gallery picture and variant colour of a product", async () => {
    for (const key of [`${PRODUCT}/2`, `${PRODUCT}/3`, `${PRODUCT}/ruzova`]) {
      expect((await fetchImage(`w100h100/${key}.webp`)).response.status).toBe(200);
    }
  });

  it("refuses unknown styles and files", async () => {
    expect((await fetchImage(`w0h10/${PRODUCT}.webp`)).response.status).toBe(400);
    expect((await fetchImage("w100h100/products/nic-takoveho.webp")).response.status).toBe(404);
  });
});
