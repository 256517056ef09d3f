import { describe, expect, inject, it } from "vitest";

import { contentLocale } from "./content-language.ts";
import { FREE_SHIPPING_DE, FREE_SHIPPING_SK } from "./seed/content-translations-phrases.ts";

/** Both upstreams answer Slovak and German texts for the locale header, Czech otherwise. */

const cmsUrl = inject("cmsUrl");
const storeUrl = inject("storeUrl");

const headers = (locale: string) => ({
  "x-shop-locale": locale,
  "x-shop-currency": locale === "cs" ? "CZK" : "EUR",
  "content-type": "application/json",
});

async function get(url: string, locale: string): Promise<unknown> {
  const response = await fetch(url, { headers: headers(locale) });
  expect(response.status).toBe(200);
  return response.json();
}

async function graphql(query: string, locale: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${cmsUrl}/graphql`, {
    method: "POST",
    headers: headers(locale),
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: Record<string, unknown> };
  return body.data;
}

interface MenuItem {
  title: string;
  path: string;
  type: string;
  children: Array<MenuItem>;
}

const menu = async (code: string, locale: string) =>
  ((await get(`${cmsUrl}/menu-object/${code}`, locale)) as { items: Array<MenuItem> }).items;

const names = (body: unknown) =>
  (body as { data: Array<{ name: string }> }).data.map((e) => e.name);

describe("content language", () => {
  it("reads the language of a locale header, Czech for any other", () => {
    expect(contentLocale("sk")).toBe("sk");
    expect(contentLocale("de-AT")).toBe("de");
    expect(contentLocale("pl")).toBe("cs");
    expect(contentLocale(undefined)).toBe("cs");
  });
});

describe.each([
  {
    locale: "sk",
    footer: ["Ako nakupovať", "Doprava", "Platba", "Diskrétnosť nákupu"],
    category: "Vibrátory",
    virtual: "Akcie a zľavy",
    banner: FREE_SHIPPING_SK,
    shipper: "Osobný odber na predajni",
    payment: "Dobierka",
    product: "Vibračné vajíčko Luna s diaľkovým ovládaním",
    variant: "Vibrátor Velvet Classic – Ružová",
    soldOut: "Vypredané",
  },
  {
    locale: "de",
    footer: ["So kaufen Sie ein", "Versand", "Zahlung", "Diskreter Einkauf"],
    category: "Vibratoren",
    virtual: "Angebote",
    banner: FREE_SHIPPING_DE,
    shipper: "Abholung im Geschäft",
    payment: "Nachnahme",
    product: "Vibro-Ei Luna mit Fernbedienung",
    variant: "Vibrator Velvet Classic – Rosa",
    soldOut: "Ausverkauft",
  },
])("in $locale", (expected) => {
  const { locale } = expected;

  it("menus have translated titles and the editors' Czech paths", async () => {
    const [czech, local] = await Promise.all([
      menu("footerMenu1", "cs"),
      menu("footerMenu1", locale),
    ]);
    expect(local.map((item) => item.title).slice(0, 4)).toEqual(expected.footer);
    expect(local.map((item) => [item.path, item.type])).toEqual(
      czech.map((item) => [item.path, item.type]),
    );
    const main = await menu("mainMenu", locale);
    expect(main[0]).toMatchObject({ title: expected.category, path: "/vibratory" });
    expect(main.find((item) => item.path === "/akce-a-slevy")?.title).toBe(expected.virtual);
  });

  it("the top banner promises free delivery above the euro threshold", async () => {
    const data = await graphql(
      "{ top_banner { text } cart_configuration { free_shipping_text } }",
      locale,
    );
    expect(data.top_banner).toEqual({ text: expect.stringContaining(expected.banner) });
    expect(JSON.stringify(data)).toContain("60 €");
    expect(JSON.stringify(data)).not.toContain("Kč");
  });

  it("settings, footer and homepage speak the language", async () => {
    const [czech, local] = await Promise.all(
      ["cs", locale].map((language) =>
        graphql(
          `
            {
              global_settings {
                integrations {
                  cookie_bar {
                    text
                  }
                }
              }
              footer {
                copyright
                contact {
                  opening_hours
                }
              }
              homepage_configuration {
                title
              }
            }
          `,
          language,
        ),
      ),
    );
    expect(local).not.toEqual(czech);
    expect(JSON.stringify(local)).not.toMatch(/Používáme|Prodej jen|Hlavní stránka/);
  });

  it("shippers and payments are named in the language", async () => {
    expect(names(await get(`${storeUrl}/api/v1/shippers`, locale))).toContain(expected.shipper);
    const added = await fetch(`${storeUrl}/api/v1/cart/items`, {
      method: "POST",
      headers: headers(locale),
      body: JSON.stringify({ id: 10011, amount: 1 }),
    });
    const token = ((await added.json()) as { meta: { custom: string } }).meta.custom;
    const cartHeaders = { ...headers(locale), "x-shop-cart-token": token };
    const payments = await fetch(`${storeUrl}/api/v1/cart/payments`, { headers: cartHeaders });
    expect(names(await payments.json())).toContain(expected.payment);
    const cart = await fetch(`${storeUrl}/api/v1/cart`, { headers: cartHeaders });
    const body = (await cart.json()) as {
      data: { items: Array<{ variant: { fullname: string } }> };
    };
    expect(body.data.items[0]?.variant.fullname).toBe(expected.variant);
  });

  it("products of a main category and their category have local names", async () => {
    const body = (await get(`${cmsUrl}/catalog/product?ids=1004,1001`, locale)) as {
      entities: Array<{
        name: string;
        categoryFullname: string;
        slug: string;
        availability: { soldAvailability: string };
      }>;
    };
    expect(body.entities[0]?.name).toBe(expected.product);
    expect(body.entities[0]?.availability.soldAvailability).toBe(expected.soldOut);
    expect(body.entities[0]?.categoryFullname.startsWith(expected.category)).toBe(true);
    // The slug stays the product's own; its translations are in canonical_slugs.
    expect(body.entities[1]?.slug).toBe("vibrator-velvet-classic");
    const detail = (await get(`${storeUrl}/api/v1/products/1004`, locale)) as {
      data: { name: string };
    };
    expect(detail.data.name).toBe(expected.product);
  });
});
