// @vitest-environment jsdom
import { parseWithZod } from "@conform-to/zod/v4";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, redirect, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, test } from "vitest";

import { CartLine } from "#app/components/cart/cart-line.tsx";
import { QUANTITY_APPLY_DELAY_MS } from "#app/components/cart/use-quantity-on-change.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { CartPageSchema } from "#app/schemas/cart.server.ts";
import { textsOf } from "#app/testing/texts.ts";
import { BffError } from "#bff/index.server.ts";
import type { CartPageItem } from "#bff/pages/cart-page.ts";

afterEach(cleanup);

const ITEM: CartPageItem = {
  id: "item-1",
  name: "Masážní olej Vanilka 200 ml",
  variantName: null,
  slug: "masazni-olej-vanilka-200-ml",
  productId: 101,
  variantId: 1011,
  marketingCode: "MO-101-200",
  image: null,
  amount: 1,
  unit: "ks",
  limits: { min: 1, max: 9999, decimals: 0 },
  unitPrice: 249,
  unitPriceWithoutTax: 205.79,
  totalPrice: 249,
  totalPriceWithoutTax: 205.79,
  discount: null,
};

/** The store's 422 for a quantity over the stock, as the BFF hands it on. */
const OUT_OF_STOCK = new BffError(
  { kind: "validation", fieldErrors: { amount: ["Není skladem"] } },
  422,
  "amount - Není skladem",
  "Není skladem",
);

/** The cart page's answers in turn: as the cart action gives them, refusal or redirect. */
type Answer = (formData: FormData) => unknown;

const refuseOutOfStock: Answer = (formData) => {
  const submission = parseWithZod(formData, { schema: CartPageSchema });
  const { status, ...messages } = storeRefusal(OUT_OF_STOCK, {
    fields: { amount: "quantity" },
    fallback: "addToCart.storeUnavailable",
  });
  expect(status).toBe(422);
  return { result: submission.reply(messages) };
};
const succeed: Answer = () => redirect("/kosik");

/** One cart line on the cart page of a memory router whose action answers in turn. */
async function renderCartLine(answers: Array<Answer>) {
  const rootData = {
    locale: "cs",
    frame: {
      currency: {
        code: "CZK",
        symbol: "Kč",
        symbolPlacement: "right",
        decimalPlaces: 2,
        decimalPoint: ",",
        millesimalPoint: " ",
      },
    },
  };
  const sent: Array<string> = [];
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => rootData,
        action: async ({ request }) => {
          const formData = await request.formData();
          sent.push(String(formData.get("quantity")));
          const answer = answers.shift();
          if (!answer) throw new Error("no answer left");
          return answer(formData);
        },
        element: (
          <table>
            <tbody>
              <CartLine item={ITEM} />
            </tbody>
          </table>
        ),
      },
    ],
    {
      initialEntries: ["/kosik"],
      hydrationData: { loaderData: { root: rootData } },
      future: { v7_fetcherPersist: true, v7_normalizeFormMethod: true },
    },
  );
  render(
    <TranslationsProvider value={textsOf("cs")}>
      <RouterProvider router={router} />
    </TranslationsProvider>,
  );
  return { sent, router };
}

describe("a cart line's quantity", () => {
  test("'Není skladem' goes once a later change of the quantity went through", async () => {
    const user = userEvent.setup();
    const { sent, router } = await renderCartLine([refuseOutOfStock, succeed]);
    const quantity = screen.getByLabelText(`Množství – ${ITEM.name}`);
    const change = screen.getByRole("button", { name: `Změnit množství – ${ITEM.name}` });

    await user.clear(quantity);
    await user.type(quantity, "50");
    await user.click(change);
    expect(await screen.findByText("Není skladem")).toBeDefined();
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    const messages = quantity.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(messages)?.textContent).toBe("Není skladem");

    await user.clear(quantity);
    await user.type(quantity, "2");
    await user.click(change);
    await waitFor(() => expect(router.state.fetchers.size).toBe(0));
    await waitFor(() => expect(screen.queryByText("Není skladem")).toBeNull());
    expect(quantity.getAttribute("aria-invalid")).toBeNull();
    expect(quantity.getAttribute("aria-describedby")).toBeNull();
    expect(sent).toEqual(["50", "2"]);
  });

  test("a second refusal after the first still shows", async () => {
    const user = userEvent.setup();
    await renderCartLine([refuseOutOfStock, refuseOutOfStock]);
    const quantity = screen.getByLabelText(`Množství – ${ITEM.name}`);
    const change = screen.getByRole("button", { name: `Změnit množství – ${ITEM.name}` });
    await user.click(change);
    expect(await screen.findByText("Není skladem")).toBeDefined();
    await user.click(change);
    await waitFor(() => expect(screen.getAllByText("Není skladem")).toHaveLength(1));
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("a cart line's quantity with JavaScript", () => {
  test("a typed quantity goes to the store once the shopper pauses, without the button", async () => {
    const user = userEvent.setup();
    const { sent } = await renderCartLine([succeed]);
    const quantity = screen.getByLabelText(`Množství – ${ITEM.name}`);
    await user.clear(quantity);
    await user.type(quantity, "12");
    expect(sent).toEqual([]);
    await waitFor(() => expect(sent).toEqual(["12"]), { timeout: 2000 });
    expect((quantity as HTMLInputElement).value).toBe("12");
  });

  test("the store's refusal shows at the field, the typed quantity kept", async () => {
    const user = userEvent.setup();
    await renderCartLine([refuseOutOfStock]);
    const quantity = screen.getByLabelText(`Množství – ${ITEM.name}`);
    await user.clear(quantity);
    await user.type(quantity, "50");
    expect(await screen.findByText("Není skladem", {}, { timeout: 2000 })).toBeDefined();
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect((quantity as HTMLInputElement).value).toBe("50");
  });

  test("a change typed while another is on its way waits for it, and the last one counts", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { sent, router } = await renderCartLine([
      async () => {
        await held;
        return redirect("/kosik");
      },
      succeed,
    ]);
    const quantity = screen.getByLabelText(`Množství – ${ITEM.name}`);
    await user.clear(quantity);
    await user.type(quantity, "2");
    await waitFor(() => expect(sent).toEqual(["2"]), { timeout: 2000 });
    await user.clear(quantity);
    await user.type(quantity, "5");
    await new Promise((resolve) => setTimeout(resolve, QUANTITY_APPLY_DELAY_MS + 200));
    expect(sent).toEqual(["2"]);
    release();
    await waitFor(() => expect(sent).toEqual(["2", "5"]), { timeout: 2000 });
    await waitFor(() => expect(router.state.fetchers.size).toBe(0));
    expect((quantity as HTMLInputElement).value).toBe("5");
  });

  test("a field left empty asks for a number", async () => {
    const user = userEvent.setup();
    const required: Answer = (formData) => ({
      result: parseWithZod(formData, { schema: CartPageSchema }).reply(),
    });
    const { sent } = await renderCartLine([required]);
    const quantity = screen.getByLabelText(`Množství – ${ITEM.name}`);
    await user.clear(quantity);
    // Past the button, which only a browser without JavaScript shows, out of the form.
    await user.tab();
    await user.tab();
    expect(await screen.findByText("Zadejte množství.")).toBeDefined();
    expect(sent).toEqual([""]);
  });
});

describe("a cart line's prices", () => {
  test("the price without VAT reads apart from the price with it", async () => {
    await renderCartLine([]);
    const [unitPrice, , lineTotal] = screen.getAllByRole("cell");
    expect(unitPrice?.textContent).toBe("249,00\u00a0Kč bez DPH 205,79\u00a0Kč");
    expect(lineTotal?.textContent).toBe("249,00\u00a0Kč bez DPH 205,79\u00a0Kč");
  });
});
