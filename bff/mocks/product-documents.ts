import { graphql, HttpResponse } from "msw";

/**
 * The CMS documents a product page joins: parameters with their values, brands and
 * materials, for the massage oil and the body of the fixtures.
 */

const value = (parameterId: number, id: number, title: string, extra: object = {}) => ({
  _id: id,
  parameter_id: parameterId,
  title,
  description_short: null,
  description_long: null,
  link_url: null,
  color_hex: null,
  parameter_value_image: null,
  hide_product_detail: false,
  ...extra,
});

const parameter = (id: number, title: string, values: Array<object>, extra: object = {}) => ({
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

export const PARAMETER_DOCUMENTS = [
  parameter(2, "Značka", [value(2, 2001, "Velvet Touch")]),
  parameter(3, "Materiál", [value(3, 3001, "Silikon")]),
  parameter(4, "Velikost", [value(4, 4001, "S"), value(4, 4002, "M")]),
  parameter(
    6,
    "Vlastnosti",
    [
      value(6, 6001, "Hřejivý účinek", { link_url: "/hrejive-oleje" }),
      value(6, 6002, "Interní poznámka", { hide_product_detail: true }),
    ],
    { link_to_virtual_category: "1" },
  ),
  parameter(7, "Skladová skupina", [value(7, 7001, "A")], {
    parameter_hide_product_detail: true,
  }),
];

export const BRAND_DOCUMENTS = [
  {
    _id: 2001,
    title: "Velvet Touch",
    slug: "velvet-touch",
    description: "Jemná kosmetika pro páry.",
    country: "CZ",
    logo: null,
    weight: 1,
  },
];

export const MATERIAL_DOCUMENTS = [
  {
    _id: 3001,
    title: "Silikon",
    description: "Hebký a pružný materiál.",
    material_hygiene: "Omývejte teplou vodou a mýdlem.",
    material_lubricants: "Používejte lubrikanty na vodní bázi.",
  },
];

const byIds = <T extends { _id: number }>(documents: Array<T>, ids: unknown) =>
  Array.isArray(ids) ? documents.filter((document) => ids.includes(document._id)) : documents;

export const productDocumentHandlers = [
  graphql.query("Parameters", ({ variables }) => {
    const entities = byIds(PARAMETER_DOCUMENTS, variables.ids);
    return HttpResponse.json({
      data: { parameter_list: { total: entities.length, entities } },
    });
  }),
  graphql.query("Brands", ({ variables }) => {
    const entities = byIds(BRAND_DOCUMENTS, variables.ids);
    return HttpResponse.json({ data: { brand_list: { total: entities.length, entities } } });
  }),
  graphql.query("Materials", ({ variables }) => {
    const entities = byIds(MATERIAL_DOCUMENTS, variables.ids);
    return HttpResponse.json({
      data: { material_list: { total: entities.length, entities } },
    });
  }),
];
