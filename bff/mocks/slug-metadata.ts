import { graphql, HttpResponse } from "msw";

type Names = Partial<Record<"cs" | "sk" | "de", string>>;

/** What the CMS names in every language: a category, a text page and a product. */
const ENTITIES: Array<{ type: string; id: string; names: Names }> = [
  { type: "category", id: "10", names: { cs: "vibratory", sk: "vibratory", de: "vibratoren" } },
  { type: "page", id: "shipping", names: { cs: "doprava", sk: "doprava", de: "versand" } },
  {
    type: "product",
    id: "1001",
    names: {
      cs: "vibrator-rabbit-duo",
      sk: "vibrator-rabbit-duo-1001",
      de: "vibrator-rabbit-duo-1001",
    },
  },
];

/** The CMS's slug metadata: the slugs asked for, in `lang` or in any language when null. */
export const slugMetadataHandler = graphql.query("SlugMetadata", ({ variables }) => {
  const slugs = Array.isArray(variables.slugs) ? variables.slugs : null;
  const lang = typeof variables.lang === "string" ? variables.lang : null;
  const rows = ENTITIES.flatMap((entity) =>
    Object.entries(entity.names).flatMap(([language, slug]) =>
      (lang === null || language === lang) &&
      (slugs === null ? entity.type !== "product" : slugs.includes(slug))
        ? [
            {
              slug,
              lang: language,
              type: entity.type,
              entity_id: entity.id,
              title: slug,
              canonical_slugs: Object.entries(entity.names).map(([language, slug]) => ({
                language,
                slug,
              })),
            },
          ]
        : [],
    ),
  );
  return HttpResponse.json({ data: { slug_metadata: rows } });
});
