import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

import { OPEN_REDIRECT_TAILS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";

import { expect, test } from "./fixtures.ts";

/*
 * Requests no browser would send, on the wire as an attacker sends them: raw paths that
 * read as another host, a foreign Referer without Origin, a spoofed Host. They need no
 * page, so they run once, in the project with JavaScript (playwright.config.ts).
 */

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request with its path byte for byte (fetch and Playwright would normalise it). */
function raw(
  base: string,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path, method, headers }, (response) => {
      const chunks: Array<Buffer> = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

/** Runs the requests a few at a time: a fair load for a two-core machine. */
async function inBatches<T, R>(items: ReadonlyArray<T>, run: (item: T) => Promise<R>) {
  const results: Array<R> = [];
  for (let start = 0; start < items.length; start += 4) {
    results.push(...(await Promise.all(items.slice(start, start + 4).map(run))));
  }
  return results;
}

type Verdict = { path: string; status: number; location?: string; offSite: boolean };

async function tryRedirects(base: string, paths: ReadonlyArray<string>, host?: string) {
  const shop = host ? `http://${host}` : new URL(base).origin;
  return inBatches(paths, async (path): Promise<Verdict> => {
    const answer = await raw(base, path, { headers: host ? { host } : {} });
    const location = answer.headers.location;
    const offSite =
      location !== undefined && !staysOnShop(location, shop) && !isLanguageHost(location);
    return { path, status: answer.status, location, offSite };
  });
}

/** The language hosts of the domain-mode shop (playwright.config.ts). */
const LANGUAGE_HOSTS = ["shop.test:3101", "sk.shop.test:3101", "de.shop.test:3101"];
function isLanguageHost(location: string): boolean {
  try {
    return LANGUAGE_HOSTS.includes(new URL(location).host);
  } catch {
    return false;
  }
}

test("no URL clean-up redirects off the shop, and none answers 5xx", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const paths = OPEN_REDIRECT_TAILS.flatMap((tail) => [
    tail,
    `/cs${tail}`,
    `/CS${tail}/`,
    `${tail}?addToCart=10021`,
    `${tail}?x=`,
    `${tail}?fbclid=1`,
  ]);
  const verdicts = await tryRedirects(baseURL ?? "", paths);
  expect(verdicts.filter((verdict) => verdict.offSite)).toEqual([]);
  expect(verdicts.filter((verdict) => verdict.status >= 500)).toEqual([]);
  // The attack's own examples, each answered with a path on the shop.
  const byPath = new Map(verdicts.map((verdict) => [verdict.path, verdict]));
  expect(byPath.get("/cs//evil.example")?.location).toBe("/evil.example");
  expect(byPath.get("/..//evil.example?x=")?.status).toBeLessThan(500);
});

test("with a host per language, no language redirect leaves the shop", async () => {
  test.setTimeout(120_000);
  const base = "http://127.0.0.1:3101";
  const paths = OPEN_REDIRECT_TAILS.flatMap((tail) => [
    `/sk${tail}`,
    `/de${tail}`,
    `/sk/kosik/..${tail}`,
  ]);
  const verdicts = [
    ...(await tryRedirects(base, paths, "sk.shop.test:3101")),
    ...(await tryRedirects(base, paths, "shop.test:3101")),
  ];
  expect(verdicts.filter((verdict) => verdict.offSite)).toEqual([]);
  expect(verdicts.filter((verdict) => verdict.status >= 500)).toEqual([]);
  // The attack's example: first the path is cleaned on the same host, then the language's
  // prefix moves to its own host, a path there.
  expect(verdicts.find((verdict) => verdict.path === "/sk//evil.example")?.location).toBe(
    "/sk/evil.example",
  );
  const [moved] = await tryRedirects(base, ["/sk/evil.example"], "shop.test:3101");
  expect(moved?.location).toBe("http://sk.shop.test:3101/evil.example");
});

test("a POST without Origin from a foreign page is refused", async ({ baseURL }) => {
  const form = "email=obet%40example.cz&source=footer";
  for (const path of [
    "/odber-novinek",
    "/zapomenute-heslo",
    "/potvrzeni-veku",
    "/souhlas-s-cookies",
  ]) {
    const answer = await raw(baseURL ?? "", path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "https://evil.example/stranka",
      },
      body: form,
    });
    expect(answer.status, path).toBe(403);
  }
});

test("a spoofed Host never reaches robots.txt or the sitemaps", async ({ baseURL }) => {
  for (const path of ["/robots.txt", "/sitemap.xml", "/sitemaps/categories.xml"]) {
    const answer = await raw(baseURL ?? "", path, { headers: { host: "evil.example" } });
    expect(answer.status, path).toBe(200);
    expect(answer.body, path).not.toContain("evil.example");
  }
});
