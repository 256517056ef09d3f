import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { revalidateTags } from "#bff/http/revalidation.ts";
import { testContext } from "#bff/mocks/context.ts";
import { MAIN_MENU } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { siteFrame } from "./site-frame.ts";

setUpMockUpstreams();

const titles = (items: Awaited<ReturnType<typeof siteFrame>>["mainMenu"]) =>
  items.map((item) => [item.title, item.link?.href ?? null]);

describe("the frame's menus, converted once per menu the cache holds", () => {
  test("every page gets the menu with its links resolved, in each language alike", async () => {
    const czech = await siteFrame({ ctx: testContext() });
    const again = await siteFrame({ ctx: testContext() });
    const slovak = await siteFrame({
      ctx: testContext({ locale: "sk", currency: "EUR", domainCode: "sk" }),
    });
    const expected = [
      ["Vibrátory", "/vibratory"],
      ["Lubrikační gely", "/lubrikacni-gely"],
    ];
    expect(titles(czech.mainMenu)).toEqual(expected);
    expect(again.mainMenu).toEqual(czech.mainMenu);
    expect(titles(slovak.mainMenu)).toEqual(expected);
  });

  test("a menu the CMS changed is converted afresh once the cache lets it go", async () => {
    await siteFrame({ ctx: testContext() });
    mockServer.use(
      http.get(cmsUrl("/menu-object/mainMenu"), () =>
        HttpResponse.json({
          ...MAIN_MENU,
          items: [{ id: 3, title: "Kondomy", path: "/kondomy", main: true, children: [] }],
        }),
      ),
    );
    await revalidateTags(["menu"]);
    const frame = await siteFrame({ ctx: testContext() });
    expect(titles(frame.mainMenu)).toEqual([["Kondomy", "/kondomy"]]);
  });
});
