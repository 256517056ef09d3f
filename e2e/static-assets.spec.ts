import { readFileSync, readdirSync } from "node:fs";

import { expect, test } from "./fixtures.ts";

type Manifest = {
  lang: string;
  start_url: string;
  theme_color: string;
  icons: Array<{ src: string; type: string }>;
};

test("fonts are cached for a year as immutable, under a versioned folder", async ({ request }) => {
  const response = await request.get("/fonts/v1/source-sans-3-latin-400-normal.woff2");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl).toContain("immutable");
  expect(cacheControl).toContain("max-age=31536000");
});

test("a missing font is a 404 of the static files, never rendered as a page", async ({
  request,
}) => {
  const response = await request.get("/fonts/v1/missing.woff2");
  expect(response.status()).toBe(404);
  // A page would be HTML, rendered after asking the upstreams.
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toBe("Not found");
});

test("the web app manifest speaks the page's language and its icons exist", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ lang: "cs", start_url: "/", theme_color: "#a3174f" });
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()["content-type"], icon.src).toContain(icon.type);
  }

  const slovak = (await (await request.get("/manifest.webmanifest?lang=sk")).json()) as Manifest;
  expect(slovak).toMatchObject({ lang: "sk", start_url: "/sk" });
});

test("no script the browser is sent holds zod: actions validate, forms get plain constraints", () => {
  // The build the journeys run against; zod's class names survive minification.
  const build = new URL("../public/build/", import.meta.url);
  const scripts = readdirSync(build, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const withZod = scripts.filter((file) =>
    /\$Zod[A-Z]|ZodError/.test(readFileSync(new URL(file, build), "utf8")),
  );
  expect(withZod, "decision 052").toEqual([]);
});

test("a page's scripts and styles come as the build compressed them, in the encoding asked for", async ({
  page,
  request,
}) => {
  const files: Array<string> = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith("/build/")) files.push(pathname);
  });
  await page.goto("/vibratory");
  const largest = files
    .map((file) => ({
      file,
      size: readFileSync(new URL(`../public${file}`, import.meta.url)).length,
    }))
    .sort((a, b) => b.size - a.size)[0];
  expect(largest?.size).toBeGreaterThan(100_000);
  const file = largest?.file ?? "";
  const copy = (suffix: string) =>
    readFileSync(new URL(`../public${file}${suffix}`, import.meta.url));

  for (const [accepted, encoding, suffix] of [
    ["gzip, deflate, br, zstd", "br", ".br"],
    ["gzip, deflate", "gzip", ".gz"],
  ] as const) {
    const response = await request.get(file, { headers: { "accept-encoding": accepted } });
    expect(response.status(), file).toBe(200);
    const headers = response.headers();
    expect(headers["content-encoding"], accepted).toBe(encoding);
    expect(Number(headers["content-length"]), accepted).toBe(copy(suffix).length);
    expect(headers["content-type"]).toMatch(/javascript|text\/css/);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
  }
});
