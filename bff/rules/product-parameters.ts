import type { Parameter } from "#bff/cms/schemas-documents.ts";

/** A parameter as a product holds it in `content.parameters`: the parameter id and value ids. */
export type ProductParameterRef = { entityId: number; values: Array<number> };

/** The fields of a CMS parameter document this rule reads. */
export type ParameterDocument = Pick<
  Parameter,
  | "_id"
  | "title"
  | "parameter_type"
  | "parameter_unit"
  | "link_to_virtual_category"
  | "description"
  | "parameter_hide_product_detail"
> & {
  values: Array<
    Pick<
      Parameter["values"][number],
      | "_id"
      | "title"
      | "color_hex"
      | "link_url"
      | "hide_product_detail"
      | "description_short"
      | "description_long"
    >
  >;
};

export type VisibleParameterValue = {
  id: number;
  title: string;
  colourHex: string | null;
  linkUrl: string | null;
  /** What the value means, for the shopper who asks (the short text, else the long one). */
  description: string | null;
};

export type VisibleParameter = {
  id: number;
  title: string;
  unit: string | null;
  type: string;
  description: string | null;
  linkToVirtualCategory: boolean;
  values: Array<VisibleParameterValue>;
};

/**
 * Spec: "Parameters are shown only if they have an entity, are not hidden and have values."
 * A value counts only when its document lists it and it is not hidden on the product detail.
 * Parameters keep the product's order, values the document's (the CMS's curated order).
 * `exclude` leaves out parameters the page shows elsewhere, such as brand and material boxes.
 */
export function visibleParameters(
  productParameters: Array<ProductParameterRef> | null | undefined,
  parameterDocs: Array<ParameterDocument>,
  { exclude = [] }: { exclude?: Array<number> } = {},
): Array<VisibleParameter> {
  const documents = new Map(parameterDocs.map((document) => [document._id, document]));
  return (productParameters ?? []).flatMap(({ entityId, values: valueIds }) => {
    const document = documents.get(entityId);
    if (!document || document.parameter_hide_product_detail || exclude.includes(entityId)) {
      return [];
    }
    const values = document.values
      .filter((value) => valueIds.includes(value._id) && !value.hide_product_detail)
      .map((value) => ({
        id: value._id,
        title: value.title,
        colourHex: value.color_hex || null,
        linkUrl: value.link_url || null,
        description: value.description_short?.trim() || value.description_long?.trim() || null,
      }));
    if (values.length === 0) return [];
    return [
      {
        id: document._id,
        title: document.title,
        unit: document.parameter_unit || null,
        type: document.parameter_type,
        description: document.description?.trim() || null,
        linkToVirtualCategory: isSet(document.link_to_virtual_category),
        values,
      },
    ];
  });
}

/** The CMS sends the flag as text; an empty value, "0" or "false" means no link. */
function isSet(flag: string | null | undefined): boolean {
  const text = flag?.trim().toLowerCase() ?? "";
  return text !== "" && text !== "0" && text !== "false";
}
