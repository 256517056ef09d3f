import { describe, expect, test } from "vitest";

import { imagePreconnect } from "#app/document/image-preconnect.server.ts";

describe("imagePreconnect", () => {
  test("names the image CDN's origin, without a path or crossorigin", () => {
    expect(imagePreconnect("https://cdn.shop.example/media/", "https://shop.example")).toBe(
      "<https://cdn.shop.example>; rel=preconnect",
    );
  });

  test("a port makes another origin", () => {
    expect(imagePreconnect("http://127.0.0.1:4001", "http://127.0.0.1:3000")).toBe(
      "<http://127.0.0.1:4001>; rel=preconnect",
    );
  });

  test("nothing when the images come from the page's own origin", () => {
    expect(imagePreconnect("https://shop.example/cdn", "https://shop.example")).toBeNull();
  });
});
