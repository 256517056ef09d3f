import { expect, test } from "./fixtures.ts";
import { htmlErrors, type HtmlDocument } from "./html-checker.ts";
import { HTML_VALIDITY_PAGES } from "./html-validity-pages.ts";

// eslint-disable-next-line playwright/no-skipped-test -- the same server HTML either way, and the checker is slow: once
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same HTML as with JavaScript");

test("the server-rendered HTML of every kind of page is valid HTML", async ({ request }) => {
  const documents: Array<HtmlDocument> = await Promise.all(
    HTML_VALIDITY_PAGES.map(async (url) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      return { url, html: await response.text() };
    }),
  );
  const errors = await htmlErrors(documents);
  expect(errors.map(({ url, line, message }) => `${url}:${line ?? "?"} ${message}`)).toEqual([]);
});
