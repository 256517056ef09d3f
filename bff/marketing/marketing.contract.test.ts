import { beforeAll, describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { addMarketingContact, sendMarketingEvent } from "./marketing-automation.ts";
import { certifyShopPurchase } from "./shop-certification.ts";

const { storeUrl } = connectToLiveSandbox();

/** The clients pointed at the sandbox's fakes with their credentials (sandbox/README.md). */
beforeAll(() => {
  Object.assign(process.env, {
    MARKETING_AUTOMATION_URL: `${storeUrl}/marketing-automation`,
    MARKETING_AUTOMATION_ACCOUNT_ID: "sandbox-shop",
    MARKETING_AUTOMATION_USER: "sandbox",
    MARKETING_AUTOMATION_PASSWORD: "sandbox-marketing",
    SHOP_CERTIFICATION_URL: `${storeUrl}/shop-certification`,
    SHOP_CERTIFICATION_API_KEY: "sandbox-certification-key",
  });
});

async function accepted(vendor: string): Promise<Array<{ path: string; body: unknown }>> {
  const answer = await fetch(`${storeUrl}/__sandbox/third-parties?vendor=${vendor}`);
  const { data } = (await answer.json()) as { data: Array<{ path: string; body: unknown }> };
  return data;
}

describe("the clients against the sandbox's fakes", () => {
  test("the contact add, an event and a certification fit the services' contracts", async () => {
    const ctx = testContext();
    const email = `smlouva-${crypto.randomUUID()}@example.cz`;
    await addMarketingContact({ ctx, email, origin: "welcome" });
    await sendMarketingEvent({ ctx, event: "order", visitorId: "v-1", email, data: { code: "1" } });
    await certifyShopPurchase({ ctx, email, orderId: "1", productItemIds: ["10361"] });

    const marketing = (await accepted("marketing-automation")).filter((call) =>
      JSON.stringify(call.body).includes(email),
    );
    expect(marketing.map((call) => call.path)).toEqual(["/api/contacts", "/api/events"]);
    const certified = (await accepted("shop-certification")).filter((call) =>
      JSON.stringify(call.body).includes(email),
    );
    expect(certified).toHaveLength(1);
  });
});
