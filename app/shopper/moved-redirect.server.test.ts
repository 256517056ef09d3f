import { describe, expect, test } from "vitest";

import { movedRedirect } from "#app/shopper/moved-redirect.server.ts";
import { testContext } from "#bff/mocks/context.ts";

const czech = testContext({ locale: "cs" });

async function movedTo(url: string, target: string) {
  const response = await movedRedirect(czech, new Request(url), target);
  return { status: response.status, location: response.headers.get("location") };
}

describe("a page the CMS moved", () => {
  test("answers 301 keeping the listing's page and sort the shopper asked with", async () => {
    expect(
      await movedTo(
        "http://shop.test/vibratory-klasicke?page=2&sort=price_asc",
        "/klasicke-vibratory",
      ),
    ).toEqual({ status: 301, location: "/klasicke-vibratory?page=2&sort=price_asc" });
  });

  test("keeps a query the target names itself, and the target's anchor", async () => {
    expect(await movedTo("http://shop.test/stara?page=3", "/nova?tab=2#recenze")).toEqual({
      status: 301,
      location: "/nova?tab=2#recenze",
    });
    expect((await movedTo("http://shop.test/stara", "/nova")).location).toBe("/nova");
  });
});
