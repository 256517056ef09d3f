import { describe, expect, test } from "vitest";

import type { WideBanner } from "#bff/cms/schemas-content.ts";

import { toWideBanners } from "./wide-banners.ts";

const NOW = new Date("2026-02-10T12:00:00Z");

const banner = (fields: Partial<WideBanner> & Pick<WideBanner, "_id">): WideBanner => ({
  title: "Věrnostní program",
  url: "/vse-o-nakupu/vernostni-program",
  banner_wide_button_text: "Zjistit více",
  banner_wide_text: "10 % z každého nákupu zpět",
  banner_wide_text_2: null,
  main_image: { path: "banners/vernost" },
  main_image_translatable: null,
  weight: 1,
  item_id: null,
  item_name: null,
  enabled: true,
  time_limited: false,
  time_limit_start: null,
  time_limit_end: null,
  ...fields,
});

describe("wide banners", () => {
  test("show the switched-on ones within their window, heaviest first", () => {
    const shown = toWideBanners(
      [
        banner({ _id: "always", weight: 1 }),
        banner({
          _id: "valentine",
          weight: 5,
          time_limited: true,
          time_limit_start: "2026-02-01T00:00:00Z",
          time_limit_end: "2026-02-15T00:00:00Z",
        }),
        banner({
          _id: "expired",
          weight: 9,
          time_limited: true,
          time_limit_start: "2025-11-20T00:00:00Z",
          time_limit_end: "2025-11-30T00:00:00Z",
        }),
        banner({ _id: "off", weight: 9, enabled: false }),
        banner({ _id: "nowhere", weight: 9, url: null, item_id: null }),
      ],
      NOW,
    );
    expect(shown.map((each) => each.id)).toEqual(["valentine", "always"]);
  });

  test("carry their words, the button's and the translated picture before the main one", () => {
    const [view] = toWideBanners(
      [
        banner({
          _id: "b",
          banner_wide_text_2: "  ",
          main_image_translatable: { path: "banners/vernost-sk" },
        }),
      ],
      NOW,
    );
    expect(view).toMatchObject({
      title: "Věrnostní program",
      text: "10 % z každého nákupu zpět",
      text2: null,
      buttonText: "Zjistit více",
      link: { href: "/vse-o-nakupu/vernostni-program" },
    });
    expect(view?.image?.src).toMatch(/\/banners\/vernost-sk$/);
  });
});
