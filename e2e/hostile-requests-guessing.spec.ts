import { expect, test } from "./fixtures.ts";
import { startStorefront, type StorefrontInstance } from "./storefront-instance.ts";

/*
 * Guessing what a shopper may not know, against a shop process of its own (its limits
 * count per client address, which every journey on the journeys' shop shares): coupon
 * codes tried one after another from one cart (decision 058).
 */

const GUESSES = 60;
const RATE_LIMITED =
  "Zkusili jste příliš mnoho neplatných kódů kupónu. Další kód můžete zkusit nejpozději za 15 minut.";

let shop: StorefrontInstance;

test.beforeAll(async () => {
  shop = await startStorefront();
});

test.afterAll(async () => {
  await shop.stop();
});

test("coupon codes guessed from one cart meet 429 after ten, and the valid one then applies nothing", async ({
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL: shop.origin });
  try {
    expect((await guest.get("/kosik?addToCart=10361:2")).ok()).toBe(true);
    const answers = [];
    for (let attempt = 0; attempt < GUESSES; attempt += 1) {
      const answer = await guest.post("/kosik", {
        headers: { origin: shop.origin },
        form: { intent: "coupon", couponCode: `HADAM${attempt}` },
        maxRedirects: 0,
      });
      answers.push({
        status: answer.status(),
        headers: answer.headers(),
        text: await answer.text(),
      });
    }
    const statuses = answers.map((answer) => answer.status);
    const limited = answers[10];
    const retryAfter = limited?.headers["retry-after"];
    const words = limited?.text ?? "";
    expect(statuses.slice(0, 10).every((status) => status >= 400 && status < 429)).toBe(true);
    expect(statuses.slice(10)).toEqual(Array(GUESSES - 10).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(words).toContain(RATE_LIMITED);

    const valid = await guest.post("/kosik", {
      headers: { origin: shop.origin },
      form: { intent: "coupon", couponCode: "SLEVA10" },
      maxRedirects: 0,
    });
    expect(valid.status()).toBe(429);
    expect(await (await guest.get("/kosik")).text()).not.toContain("Uplatněný kupón: SLEVA10");
  } finally {
    await guest.dispose();
  }
});
