import { graphql, http, HttpResponse } from "msw";

import { footerMenu, MAIN_MENU, PRODUCTS } from "./fixtures.ts";
import { cmsUrl } from "./urls.ts";

/** The CMS as loader tests see it; override single handlers with `server.use`. */
export const cmsHandlers = [
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
  graphql.query("HomepageConfiguration", () =>
    HttpResponse.json({
      data: {
        homepage_configuration: {
          _id: "homepage",
          title: "Vítejte",
          content_blocks: [
            {
              __typename: "ProductsBlock",
              title: "Doporučujeme",
              product_reference: PRODUCTS.map((product) => ({ entityId: product.id })),
            },
            { __typename: "TextBlock" },
          ],
        },
      },
    }),
  ),
];
