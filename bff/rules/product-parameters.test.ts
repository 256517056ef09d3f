import { describe, expect, it } from "vitest";

import { type ParameterDocument, visibleParameters } from "./product-parameters.ts";

const value = (
  id: number,
  title: string,
  extra: Partial<ParameterDocument["values"][number]> = {},
) => ({
  _id: id,
  title,
  color_hex: null,
  link_url: null,
  hide_product_detail: false,
  description_short: null,
  description_long: null,
  ...extra,
});

const parameter = (
  id: number,
  title: string,
  values: ParameterDocument["values"],
  extra: Partial<ParameterDocument> = {},
): ParameterDocument => ({
  _id: id,
  title,
  parameter_type: "list",
  parameter_unit: null,
  link_to_virtual_category: null,
  description: null,
  parameter_hide_product_detail: false,
  values,
  ...extra,
});

const colour = parameter(1, "Barva", [
  value(11, "Černá", { color_hex: "#000000" }),
  value(12, "Růžová", { color_hex: "#ff69b4", link_url: "/ruzove" }),
  value(13, "Tajná", { hide_product_detail: true }),
]);
const length = parameter(2, "Délka", [value(21, "18")], {
  parameter_unit: "cm",
  description: "Celková délka",
  link_to_virtual_category: "1",
});
const hidden = parameter(3, "Interní", [value(31, "A")], { parameter_hide_product_detail: true });
const brand = parameter(4, "Značka", [value(41, "Lelo")]);
const docs = [colour, length, hidden, brand];

describe("visibleParameters", () => {
  it("joins the product's values with the documents, in the product's order", () => {
    const shown = visibleParameters(
      [
        { entityId: 2, values: [21] },
        { entityId: 1, values: [12, 11] },
      ],
      docs,
    );
    expect(shown).toEqual([
      {
        id: 2,
        title: "Délka",
        unit: "cm",
        type: "list",
        description: "Celková délka",
        linkToVirtualCategory: true,
        values: [{ id: 21, title: "18", colourHex: null, linkUrl: null, description: null }],
      },
      {
        id: 1,
        title: "Barva",
        unit: null,
        type: "list",
        description: null,
        linkToVirtualCategory: false,
        values: [
          { id: 11, title: "Černá", colourHex: "#000000", linkUrl: null, description: null },
          {
            id: 12,
            title: "Růžová",
            colourHex: "#ff69b4",
            linkUrl: "/ruzove",
            description: null,
          },
        ],
      },
    ]);
  });

  it("explains a value by its short text, else its long one; blank texts explain nothing", () => {
    const material = parameter(5, "Materiál", [
      value(51, "Silikon", { description_short: "Tělově bezpečný", description_long: "Dlouhý" }),
      value(52, "Sklo", { description_short: " ", description_long: "Tvrzené sklo" }),
      value(53, "ABS", { description_short: "", description_long: null }),
    ]);
    const [shown] = visibleParameters([{ entityId: 5, values: [51, 52, 53] }], [material]);
    expect(shown?.values.map(({ description }) => description)).toEqual([
      "Tělově bezpečný",
      "Tvrzené sklo",
      null,
    ]);
  });

  it("leaves out a parameter without a document", () => {
    expect(visibleParameters([{ entityId: 99, values: [1] }], docs)).toEqual([]);
  });

  it("leaves out a parameter hidden on the product detail", () => {
    expect(visibleParameters([{ entityId: 3, values: [31] }], docs)).toEqual([]);
  });

  it("drops hidden and unknown values, and a parameter left without values", () => {
    const [shown] = visibleParameters([{ entityId: 1, values: [12, 13, 77] }], docs);
    expect(shown?.values.map(({ id }) => id)).toEqual([12]);
    expect(visibleParameters([{ entityId: 1, values: [13] }], docs)).toEqual([]);
    expect(visibleParameters([{ entityId: 2, values: [] }], docs)).toEqual([]);
  });

  it("leaves out excluded parameters", () => {
    const refs = [
      { entityId: 4, values: [41] },
      { entityId: 2, values: [21] },
    ];
    expect(visibleParameters(refs, docs).map(({ id }) => id)).toEqual([4, 2]);
    expect(visibleParameters(refs, docs, { exclude: [4] }).map(({ id }) => id)).toEqual([2]);
  });

  it("reads a link flag of empty, 0 or false as no link", () => {
    for (const flag of ["", " ", "0", "false"]) {
      const docsWithFlag = [{ ...length, link_to_virtual_category: flag }];
      const [shown] = visibleParameters([{ entityId: 2, values: [21] }], docsWithFlag);
      expect(shown?.linkToVirtualCategory).toBe(false);
    }
  });

  it("shows nothing for a product without parameters", () => {
    expect(visibleParameters(null, docs)).toEqual([]);
    expect(visibleParameters(undefined, docs)).toEqual([]);
  });
});
