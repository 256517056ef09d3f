import { describe, expect, test } from "vitest";

import { getHomepageConfiguration } from "./cms/homepage.ts";
import { getMenu, MENU_CODES } from "./cms/menus.ts";
import { getProductBySlug, getProducts } from "./cms/products.ts";
import { isBffError } from "./errors.ts";
import { testContext } from "./mocks/context.ts";
import { connectToLiveSandbox } from "./mocks/live-sandbox.ts";
import { cartPage } from "./pages/cart-page.ts";
import { homePage } from "./pages/home-page.ts";
import { productPage } from "./pages/product-page.ts";
import { siteFrame } from "./pages/site-frame.ts";
import { addCartItem, getCart, removeCartItem, updateCartItemAmount } from "./store/cart.ts";
import { getCurrencies } from "./store/currencies.ts";
import { getStoreProduct } from "./store/products.ts";

/**
 * The BFF's own clients against a live sandbox (started by vitest's global setup): every
 * answer they read parses with their schemas, so a contract drift fails here first.
 */

connectToLiveSandbox();

const guest = testContext();

describe("CMS clients", () => {
  test.each([MENU_CODES.main, MENU_CODES.topHeader, ...MENU_CODES.footer])(
    "menu %s parses",
    async (code) => {
      const menu = await getMenu({ ctx: guest, code });
      expect(menu.items.length).toBeGreaterThan(0);
    },
  );

  test("products by slugs and by ids parse, ids keep their order", async () => {
    const [bySlug] = await getProducts({ ctx: guest, slugs: ["stimulator-klitorisu-amora-pulse"] });
    expect(bySlug?.variants[0]?.prices.unitWithTax).toBe(1234.5);
    const byIds = await getProducts({ ctx: guest, ids: [1012, 1003] });
    expect(byIds.map((product) => product.id)).toEqual([1012, 1003]);
  });

  test("a product lists the same alternatives in the CMS as in the store", async () => {
    const product = await getProductBySlug({
      ctx: guest,
      slug: "stimulator-klitorisu-amora-pulse",
    });
    expect(product?.alternatives?.length).toBeGreaterThan(0);
    const store = await getStoreProduct({ ctx: guest, productId: product?.id ?? 0 });
    expect(product?.alternatives).toEqual(store.alternatives.map((alternative) => alternative.id));
  });

  test("prices follow the currency header", async () => {
    const eur = await getProductBySlug({
      ctx: testContext({ currency: "EUR" }),
      slug: "stimulator-klitorisu-amora-pulse",
    });
    expect(eur?.variants[0]?.prices.currencyCode).toBe("EUR");
  });

  test("an unknown slug is no product", async () => {
    expect(await getProductBySlug({ ctx: guest, slug: "neexistuje" })).toBeNull();
  });

  test("the homepage configuration parses over GraphQL", async () => {
    const configuration = await getHomepageConfiguration({ ctx: guest });
    const products = configuration?.content_blocks.find(
      (block) => block.__typename === "ProductsBlock",
    );
    expect(
      products?.__typename === "ProductsBlock" && products.product_reference.length,
    ).toBeGreaterThan(0);
  });
});

describe("store clients", () => {
  test("currencies parse and CZK is the spec's format", async () => {
    const currencies = await getCurrencies({ ctx: guest });
    expect(currencies.find((currency) => currency.code === "CZK")).toMatchObject({
      symbol: "Kč",
      symbolPlacement: "right",
      decimalPlaces: 2,
      decimalPoint: ",",
    });
  });

  test("a guest cart: add, read, change, remove", async () => {
    const added = await addCartItem({ ctx: guest, variantId: 10031, amount: 2 });
    expect(added.cartToken).toMatch(/\S{8,}/);
    expect(added.changedAmount).toBe(2);
    const ctx = testContext({ cartToken: added.cartToken });

    const { cart } = await getCart({ ctx });
    expect(cart?.items).toHaveLength(1);
    expect(cart?.items[0]).toMatchObject({ variantId: 10031, amount: 2 });
    const itemId = cart?.items[0]?.id ?? "";

    const updated = await updateCartItemAmount({ ctx, itemId, amount: 3 });
    expect(updated.updatedItem.amount).toBe(3);
    expect(updated.cart.prices.totalWithTax).toBe(3703.5);

    await removeCartItem({ ctx, itemId });
    expect((await getCart({ ctx })).cart?.items).toEqual([]);
  });

  test("a quantity beyond stock is the store's validation error at the amount", async () => {
    const error = await addCartItem({ ctx: guest, variantId: 10031, amount: 500 }).catch(
      (reason: unknown) => reason,
    );
    expect(isBffError(error) && error.detail).toMatchObject({
      kind: "validation",
      fieldErrors: { amount: ["Není skladem"] },
    });
  });

  test("an unknown cart token is an expired cart, not an error", async () => {
    const lookup = await getCart({ ctx: testContext({ cartToken: "unknown-token-123" }) });
    expect(lookup).toEqual({ cart: null, tokenExpired: true });
  });
});

describe("view models over both upstreams", () => {
  test("frame, home, product and cart pages build from the sandbox", async () => {
    const [frame, home, product, cart] = await Promise.all([
      siteFrame({ ctx: guest }),
      homePage({ ctx: guest }),
      productPage({ ctx: guest, slug: "krajkove-body-noir", variantId: null }),
      cartPage({ ctx: guest }),
    ]);
    expect(frame.mainMenu.length).toBeGreaterThan(0);
    expect(frame.footerMenus).toHaveLength(4);
    expect(frame.currency.code).toBe("CZK");
    const products = home.blocks.find((block) => block.kind === "products");
    expect(products?.kind === "products" && products.products.length).toBeGreaterThan(0);
    expect(product.variants.shown.length).toBeGreaterThan(1);
    expect(cart.items).toEqual([]);
  });
});
