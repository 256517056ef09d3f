import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

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
  login: string,
): Promise<Array<string>> {
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const status = response.status();
      const location = response.headers()["location"] ?? "";
      const signIn = `${login}?redirectTo=${encodeURIComponent(path)}`;
      if (status === 200 || (status === 303 && location === signIn)) return [];
      return [`${path}: ${status}${location ? ` -> ${location}` : ""}`];
    }),
  );
  return answers.flat();
}

// eslint-disable-next-line playwright/no-skipped-test -- the same server HTML either way: once
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same HTML as with JavaScript");

/** Each language's home page, the names of its frame's menus and its sign-in path. */
const LANGUAGES = [
  { home: "/", top: "Horní menu", main: "Hlavní menu", login: "/prihlasit", known: "/kontakt" },
  {
    home: "/sk",
    top: "Horné menu",
    main: "Hlavné menu",
    login: "/sk/prihlasit",
    known: "/sk/kontakt",
  },
  {
    home: "/de",
    top: "Obere Navigation",
    main: "Hauptmenü",
    login: "/de/anmelden",
    known: "/de/kontakt",
  },
];

for (const language of LANGUAGES) {
  test(`every link of the header, the menus and the footer of ${language.home} answers 200 at its one address`, async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    await page.goto(language.home);
    const frame = [
      page.getByRole("navigation", { name: language.top }),
      page.getByRole("banner"),
      page.getByRole("navigation", { name: language.main }),
      page.getByRole("contentinfo"),
    ];
    const hrefs: Array<string> = [];
    for (const part of frame) {
      // Submenus folded away are links all the same: hidden ones count. The language
      // switcher's links (hreflang) are the switch route's redirects, by design.
      const links = part.getByRole("link", { includeHidden: true });
      hrefs.push(
        ...(await links.evaluateAll((anchors) =>
          anchors
            .filter((a) => !a.hasAttribute("hreflang"))
            .map((a) => a.getAttribute("href") ?? ""),
        )),
      );
    }
    const paths = [...new Set(hrefs.map((href) => sitePath(href, origin)))].filter(
      (path): path is string => path !== null,
    );
    expect(paths).toContain(language.known);
    expect(await wrongAnswers(request, paths, language.login)).toEqual([]);
  });
}
