import { describe, expect, it } from "vitest";

import { backgroundFor, parseImageStyle, renderImageSvg } from "./images.ts";

describe("image styles", () => {
  it.each([
    ["w400h400", { width: 400, height: 400 }],
    ["w800h600c1u0", { width: 800, height: 600 }],
  ])("reads %s", (style, expected) => {
    expect(parseImageStyle(style)).toEqual(expected);
  });

  it.each(["400x400", "w0h10", "w5000h10", "w10h10x"])("refuses %s", (style) => {
    expect(parseImageStyle(style)).toBeUndefined();
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
});
