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
