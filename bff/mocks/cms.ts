import { graphql, http, HttpResponse } from "msw";

import { footerMenu, MAIN_MENU, PRODUCTS, SHIPPING_PAGE, STORE_CATEGORIES } from "./fixtures.ts";
import { TOP_CATEGORIES } from "./listing-fixtures.ts";
import { lookupAnswer, slugLookupHandler } from "./slug-lookup.ts";
import { slugMetadataHandler } from "./slug-metadata.ts";
import { cmsUrl } from "./urls.ts";

/** The CMS as loader tests see it; override single handlers with `server.use`. */
export const cmsHandlers = [
  slugMetadataHandler,
  http.get(cmsUrl("/menu-object/:code"), ({ params }) => {
    const code = String(params.code);
    if (code === "mainMenu") return HttpResponse.json(MAIN_MENU);
    if (code.startsWith("footerMenu")) return HttpResponse.json(footerMenu(code));
    return HttpResponse.json(
      { statusCode: 404, errors: [{ title: "Menu nenalezeno" }] },
      { status: 404 },
    );
  }),
  http.get(cmsUrl("/catalog/product"), ({ request }) => {
    const url = new URL(request.url);
    const slugs = url.searchParams.get("slugs")?.split(",");
    const ids = url.searchParams.get("ids")?.split(",").map(Number);
    const entities = slugs
      ? PRODUCTS.filter((product) => slugs.includes(product.slug))
      : (ids ?? []).flatMap((id) => PRODUCTS.filter((product) => product.id === id));
    return HttpResponse.json({ entities, total: entities.length });
  }),
  http.get(cmsUrl("/catalog/category"), ({ request }) => {
    const ids = new URL(request.url).searchParams.get("ids")?.split(",").map(Number);
    const entities = ids
      ? STORE_CATEGORIES.filter((category) => ids.includes(category.id))
      : STORE_CATEGORIES;
    return HttpResponse.json({ entities, total: entities.length });
  }),
  graphql.query("Page", ({ variables }) =>
    HttpResponse.json({
      data: {
        page: lookupAnswer(
          variables.slug === SHIPPING_PAGE.page_meta.slug ? SHIPPING_PAGE : undefined,
        ),
      },
    }),
  ),
  graphql.query("TopCategories", () =>
    HttpResponse.json({ data: { configuration_top_categories: TOP_CATEGORIES } }),
  ),
  slugLookupHandler(),
  // Nothing has moved and nothing is rewritten unless a test says so.
  http.get(cmsUrl("/redirect"), () =>
    HttpResponse.json(
      { statusCode: 404, errors: [{ title: "Přesměrování nenalezeno" }] },
      { status: 404 },
    ),
  ),
  http.get(cmsUrl("/url-rewrite"), () =>
    HttpResponse.json(
      { statusCode: 404, errors: [{ title: "Stránka nenalezena" }] },
      { status: 404 },
    ),
  ),
  // Loader tests run without CMS settings: the frame then renders without a cookie bar,
  // exactly as it does when the CMS cannot answer.
  graphql.query("SiteSettings", () =>
    HttpResponse.json({ errors: [{ message: "Nastavení nejsou součástí těchto testů" }] }),
  ),
  // Info boxes out of order, one without a colour (dropped) and one with a hostile one.
  graphql.query("Banners", () =>
    HttpResponse.json({
      data: {
        banner_list: { total: 0, entities: [] },
        wide_banner_list: { total: 0, entities: [] },
        info_box_list: {
          total: 4,
          entities: [
            { _id: "info-2", box_color: "#E8F6EF", order: 2, text: "Reklamovanost jen 0,8 %." },
            { _id: "info-3", box_color: null, order: 3, text: "Box bez barvy se nezobrazí." },
            { _id: "info-1", box_color: "#fdecef", order: 1, text: "Odesíláme ještě dnes." },
            { _id: "info-4", box_color: "red;background:url(x)", order: 0, text: "Zlo" },
          ],
        },
      },
    }),
  ),
  graphql.query("HomepageConfiguration", () =>
    HttpResponse.json({
      data: {
        homepage_configuration: {
          _id: "homepage",
          title: "Vítejte",
          content_blocks: [
            {
              __typename: "ProductsBlock",
              _id: "products-1",
              title: "Doporučujeme",
              product_reference: PRODUCTS.map((product) => ({ entityId: product.id })),
            },
            {
              __typename: "TextBlock",
              _id: "text-1",
              text: "Diskrétní balení ke každé objednávce.",
            },
            // A kind this storefront does not know: skipped, never a broken page.
            { __typename: "HologramBlock", _id: "future-1" },
          ],
        },
      },
    }),
  ),
];
