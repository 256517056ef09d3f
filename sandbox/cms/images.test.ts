import { describe, expect, it } from "vitest";

import { backgroundFor, frameImage, parseImageStyle, renderImageSvg } from "./images.ts";

describe("image styles", () => {
  it.each([
    ["w400h400", { width: 400, height: 400, crop: true, upscale: true }],
    ["w800h600c1u0", { width: 800, height: 600, crop: true, upscale: false }],
    ["w300h200c0", { width: 300, height: 200, crop: false, upscale: true }],
  ])("reads %s", (style, expected) => {
    expect(parseImageStyle(style)).toEqual(expected);
  });

  it.each(["400x400", "w0h10", "w5000h10", "w10h10x", "w10h10c2"])("refuses %s", (style) => {
    expect(parseImageStyle(style)).toBeUndefined();
  });
});

describe("framing a picture into a style's box", () => {
  const square = { width: 800, height: 800 };

  it("fills the box when cropping and shows the middle of the picture", () => {
    const framing = frameImage(square, parseStyle("w300h200c1"), 1);
    expect(framing.output).toEqual({ width: 300, height: 200 });
    expect(framing.window.width).toBeCloseTo(800);
    expect(framing.window.height).toBeCloseTo(533.333, 2);
    expect(framing.window.y).toBeCloseTo(133.333, 2);
  });

  it("fits the whole picture inside the box without cropping", () => {
    const framing = frameImage(square, parseStyle("w300h200c0"), 1);
    expect(framing.output).toEqual({ width: 200, height: 200 });
    expect(framing.window).toEqual({ x: 0, y: 0, width: 800, height: 800 });
  });

  it("doubles the output for a retina copy", () => {
    expect(frameImage(square, parseStyle("w300h200"), 2).output).toEqual({
      width: 600,
      height: 400,
    });
    expect(frameImage(square, parseStyle("w300h200c0"), 2).output).toEqual({
      width: 400,
      height: 400,
    });
  });

  it("keeps a small picture at its own size unless upscaling is allowed", () => {
    expect(frameImage(square, parseStyle("w1200h630c1u0"), 1).output).toEqual({
      width: 800,
      height: 630,
    });
    expect(frameImage(square, parseStyle("w1200h1200c0u0"), 1).output).toEqual(square);
    expect(frameImage(square, parseStyle("w1200h630"), 1).output).toEqual({
      width: 1200,
      height: 630,
    });
  });
});

describe("image drawing", () => {
  it("gives every key its own stable colour", () => {
    expect(backgroundFor("products/a")).toBe(backgroundFor("products/a"));
    expect(backgroundFor("products/a")).not.toBe(backgroundFor("products/b"));
    expect(backgroundFor("products/a")).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("escapes the title and wraps long ones", () => {
    const svg = renderImageSvg({
      title: 'Sada "Noc & den" <pro páry> s dlouhým názvem, který se nevejde na řádek',
      background: "#2b2b33",
      width: 200,
      height: 200,
    });
    expect(svg).toContain("&quot;Noc &amp; den&quot; &lt;pro");
    expect(svg).not.toContain("<pro");
    expect(svg.match(/<tspan/g)?.length).toBeGreaterThan(1);
    expect(svg).toContain('fill="#ffffff"');
  });

  it("draws the framed window at the output size", () => {
    const svg = renderImageSvg({
      title: "Vibrátor",
      background: "#fdecef",
      width: 800,
      height: 800,
      framing: frameImage({ width: 800, height: 800 }, parseStyle("w400h100"), 1),
    });
    expect(svg).toContain('width="400" height="100" viewBox="0 300 800 200"');
  });
});

function parseStyle(value: string) {
  const parsed = parseImageStyle(value);
  if (!parsed) throw new Error(`bad style ${value}`);
  return parsed;
}
