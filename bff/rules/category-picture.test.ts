import { describe, expect, test } from "vitest";

import { categoryPicture } from "./category-picture.ts";

const banner = { path: "categories/30/banner", alt: "Masážní oleje" };
const tile = { path: "categories/30/top", alt: "Masážní oleje" };

describe("the picture at the top of a category's page", () => {
  test("is the category_banner the CMS made for it", () => {
    expect(categoryPicture({ category_banner: banner, top_category_image: tile })).toBe(banner);
  });

  test("is the top_category_image of a category without a banner, else none", () => {
    expect(categoryPicture({ category_banner: null, top_category_image: tile })).toBe(tile);
    expect(categoryPicture({ category_banner: null, top_category_image: null })).toBeNull();
    expect(categoryPicture(null)).toBeNull();
  });
});
