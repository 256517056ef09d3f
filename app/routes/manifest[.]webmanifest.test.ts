import { afterEach, describe, expect, test } from "vitest";

import { manifestHref } from "#app/document/head-assets.ts";
import { loader } from "#app/routes/manifest[.]webmanifest.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";

const DOMAINS = { cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" };

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

async function manifestAt(url: string): Promise<{ response: Response; manifest: Manifest }> {
  const response = loader({ request: new Request(url), params: {}, context: {} });
  return { response, manifest: (await response.clone().json()) as Manifest };
}

afterEach(() => setLocaleOrigins({}));

describe("GET /manifest.webmanifest", () => {
  test("answers the Czech manifest on the shared host, cached like robots.txt", async () => {
    const { response, manifest } = await manifestAt("http://localhost:3000/manifest.webmanifest");
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(manifest).toMatchObject({
      name: "Amoris",
      short_name: "Amoris",
      lang: "cs",
      start_url: "/",
      display: "browser",
      background_color: "#ffffff",
      theme_color: "#a3174f",
    });
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ]);
  });

  test("answers the Slovak manifest a Slovak page links to on the shared host", async () => {
    expect(manifestHref("sk")).toBe("/manifest.webmanifest?lang=sk");
    expect(manifestHref("cs")).toBe("/manifest.webmanifest");
    const { manifest } = await manifestAt(`http://localhost:3000${manifestHref("sk")}`);
    expect(manifest).toMatchObject({ name: "Amoris", lang: "sk", start_url: "/sk" });
  });

  test("an unknown language is the host's", async () => {
    const { manifest } = await manifestAt("http://localhost:3000/manifest.webmanifest?lang=pl");
    expect(manifest).toMatchObject({ lang: "cs", start_url: "/" });
  });

  test("with a host per language, the host decides and another host's language is ignored", async () => {
    setLocaleOrigins(DOMAINS);
    expect(manifestHref("sk")).toBe("/manifest.webmanifest");
    const slovak = await manifestAt("https://shop.sk/manifest.webmanifest");
    expect(slovak.manifest).toMatchObject({ lang: "sk", start_url: "/" });
    const czech = await manifestAt("https://shop.cz/manifest.webmanifest?lang=sk");
    expect(czech.manifest).toMatchObject({ lang: "cs", start_url: "/" });
  });
});
