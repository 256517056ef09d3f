import { graphql, http, HttpResponse } from "msw";

import { storeUrl } from "./urls.ts";

/**
 * The shop's own branches as loader tests see them: Praha (primary), Brno, a closed
 * České Budějovice and a Liberec shop the store has no record of; the store also knows a
 * shop (8) the CMS does not list. The closure runs 10 to 20 May 2026.
 */

const pageMeta = (slug: string) => ({
  slug,
  seo_title: null,
  seo_description: null,
  seo_keywords: null,
  meta_nofollow: false,
  meta_noindex: false,
  share_image: null,
  canonical_slugs: [
    { language: "cs", slug },
    { language: "sk", slug: `${slug}-sk` },
  ],
});

const WEEK = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, from: "09:00", to: "19:00" })),
  { day: 6, from: "09:00", to: "12:00" },
  { day: 7, from: null, to: null },
];

function branch(
  storeId: number,
  title: string,
  slug: string,
  region: string,
  fields: Record<string, unknown> = {},
) {
  return {
    _id: `branch-${slug}`,
    store_id: storeId,
    title,
    description: {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: `${title} vás vítá.` }] }],
    },
    branch_360_iframe: null,
    branch_closed_from: null,
    branch_closed_to: null,
    branch_map_description: null,
    branch_map_iframe: null,
    branch_map_images: [],
    car_accessibility: null,
    public_transportation_accessibility: null,
    gps_latitude: 50,
    gps_longitude: 15,
    google_map_link: null,
    opening_hours: WEEK,
    opening_exceptions: [],
    images: [],
    main_image: null,
    lastModified: "2026-01-10T08:00:00Z",
    page_meta: pageMeta(slug),
    pay_with_card: true,
    review_link: null,
    region,
    services: ["Výdej objednávek"],
    branch_is_primary: false,
    weight: 10,
    site_enabled: ["cz"],
    employees: [],
    ...fields,
  };
}

/** In the CMS's order: weight descending. */
export const CMS_BRANCHES = [
  branch(2, "Prodejna Brno", "brno-centrum", "Jihomoravský kraj", {
    weight: 90,
    gps_latitude: 49.1933,
    gps_longitude: 16.6114,
  }),
  branch(1, "Prodejna Praha Vinohrady", "praha-vinohrady", "Praha", {
    weight: 80,
    branch_is_primary: true,
    gps_latitude: 50.0771,
    gps_longitude: 14.4496,
    branch_map_iframe: "https://maps.example.net/embed?shop=1",
    branch_360_iframe: "https://tour.example.org/view/1",
    branch_map_images: [{ path: "branches/praha-map.png", alt: "Mapa okolí prodejny" }],
    branch_map_description: "Vchod z ulice, naproti tramvajové zastávce.",
    google_map_link: "https://maps.example.net/place/1",
    review_link: "https://reviews.example.net/shop/1",
    car_accessibility: "Parkování v modré zóně.",
    public_transportation_accessibility: "Tramvaj 11, zastávka Vinohradská vodárna.",
    services: ["Výdej objednávek", "Diskrétní poradenství"],
    opening_exceptions: [{ date: "2026-05-08", from: null, to: null, note: "Státní svátek" }],
    images: [{ path: "branches/praha-1.jpg", alt: "Prodejna zevnitř" }],
    main_image: { path: "branches/praha-1.jpg", alt: "Prodejna zevnitř" },
    employees: [
      {
        _id: "employee-jana",
        title: "Jana Malá",
        position: "Vedoucí prodejny",
        email: "praha@example.cz",
        phone: "+420 222 333 444",
        photo: null,
      },
    ],
  }),
  branch(6, "Prodejna České Budějovice", "ceske-budejovice", "Jihočeský kraj", {
    weight: 40,
    gps_latitude: 48.9745,
    gps_longitude: 14.4743,
    branch_closed_from: "2026-05-10",
    branch_closed_to: "2026-05-20",
  }),
  branch(9, "Prodejna Liberec", "liberec", "Liberecký kraj", {
    weight: 30,
    gps_latitude: 50.7671,
    gps_longitude: 15.0562,
    opening_hours: [],
  }),
];

const storeBranch = (id: number, city: string, street: string, postcode: string) => ({
  id,
  shipperId: 1,
  remoteId: `SHOP-${id}`,
  name: `Prodejna ${city}`,
  street,
  city,
  postcode,
  countryCode: "CZE",
  gps: { latitude: 50, longitude: 15 },
  openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, from: "10:00", to: "18:00" })),
  warehouseId: id,
});

export const STORE_OWN_BRANCHES = [
  storeBranch(1, "Praha", "Vinohradská 1234/56", "120 00"),
  storeBranch(2, "Brno", "Masarykova 12", "602 00"),
  storeBranch(6, "České Budějovice", "Lannova 20", "370 01"),
  storeBranch(8, "Košice", "Hlavná 1", "040 01"),
];

/** The store ids the handlers answer for; other `keys` reach the general store handlers. */
const OWN_IDS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);

export const branchHandlers = [
  graphql.query("BranchList", () =>
    HttpResponse.json({
      data: { result: { entities: CMS_BRANCHES, total: CMS_BRANCHES.length } },
    }),
  ),
  graphql.query("Branch", ({ variables }) =>
    HttpResponse.json({
      data: {
        result: CMS_BRANCHES.find((entry) => entry.page_meta.slug === variables.slug) ?? null,
      },
    }),
  ),
  http.get(storeUrl("/api/v1/branches"), ({ request }) => {
    const keys = new URL(request.url).searchParams.get("keys");
    const ids = keys?.split(",").map(Number) ?? [];
    if (ids.length === 0 || !ids.every((id) => OWN_IDS.has(id))) return undefined;
    return HttpResponse.json({
      data: STORE_OWN_BRANCHES.filter((record) => ids.includes(record.id)),
    });
  }),
];
