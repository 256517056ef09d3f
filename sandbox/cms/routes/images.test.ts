import { describe, expect, inject, it } from "vitest";

const cmsUrl = inject("cmsUrl");

describe("image variants", () => {
  it("draws a retina copy at twice the style's size, in any format", async () => {
    for (const file of ["vibrator-velvet-classic@2x.webp", "vibrator-velvet-classic@2x.jpg"]) {
      const response = await fetch(`${cmsUrl}/image/w300h200c1/products/${file}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('width="600" height="400"');
    }
  });

  it("serves every gallery picture and variant colour of a product", async () => {
    for (const key of [
      "vibrator-velvet-classic/2",
      "vibrator-velvet-classic/3",
      "vibrator-velvet-classic/ruzova",
    ]) {
      expect((await fetch(`${cmsUrl}/image/w100h100/products/${key}.webp`)).status).toBe(200);
    }
  });
});
