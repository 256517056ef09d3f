import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

/** Frame links whose pages are still to come: the branches (`/pobocky`). */
const NOT_BUILT_YET: Array<string> = [];

/** Where a link points on this shop, as a path with its query; null for anywhere else. */
function sitePath(href: string, origin: string): string | null {
  if (!href || href.startsWith("#")) return null;
  const url = new URL(href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}` : null;
}

/**
 * The paths that do not answer 200, with what they answered. A redirect counts too: a frame
 * link names the page's one address. Only a page behind sign-in may send a guest (a
 * crawler is one) to the login form and back.
 */
async function wrongAnswers(
  request: APIRequestContext,
  paths: Array<string>,
): Promise<Array<string>> {
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const status = response.status();
      const location = response.headers()["location"] ?? "";
      const signIn = `/prihlasit?redirectTo=${encodeURIComponent(path)}`;
      if (status === 200 || (status === 303 && location === signIn)) return [];
      return [`${path}: ${status}${location ? ` -> ${location}` : ""}`];
    }),
  );
  return answers.flat();
}

// eslint-disable-next-line playwright/no-skipped-test -- the same server HTML either way: once
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same HTML as with JavaScript");

test("every link of the header, the menus and the footer answers 200 at its one address", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  await page.goto("/");
  const frame = [
    page.getByRole("navigation", { name: "Horní menu" }),
    page.getByRole("banner"),
    page.getByRole("navigation", { name: "Hlavní menu" }),
    page.getByRole("contentinfo"),
  ];
  const hrefs: Array<string> = [];
  for (const part of frame) {
    // Submenus folded away are links all the same: hidden ones count.
    const links = part.getByRole("link", { includeHidden: true });
    hrefs.push(
      ...(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))),
    );
  }
  const paths = [...new Set(hrefs.map((href) => sitePath(href, origin)))].filter(
    (path): path is string => path !== null && !NOT_BUILT_YET.includes(path),
  );
  expect(paths).toEqual(
    expect.arrayContaining(["/kontakt", "/reklamace", "/vse-o-nakupu/doprava"]),
  );
  expect(await wrongAnswers(request, paths)).toEqual([]);
});
