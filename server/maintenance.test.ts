import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { languageOfPath, maintenanceHtml, maintenanceMode } from "./maintenance.js";

/** The server.mjs order: health check, static files, then the switch, then the app. */
function shop() {
  const app = express();
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.use("/build", (_req, res) => {
    res.type("text/javascript").send("// asset");
  });
  app.use(maintenanceMode({ retryAfterSeconds: 900, defaultLocale: "cs" }));
  app.get("/readyz", (_req, res) => {
    res.json({ ready: true });
  });
  app.all("*", (_req, res) => {
    res.send("shop page");
  });
  return app;
}

let origin = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    const server = shop().listen(0, "127.0.0.1", () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => server.close();
      resolve();
    });
  });
});

afterAll(() => close());

describe("maintenanceMode", () => {
  test.each(["/", "/kosik", "/vibratory", "/udrzba", "/sk/kosik", "/produkt/x?variant_id=1"])(
    "%s answers 503 with Retry-After and the maintenance page",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("900");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toMatch(/<h1>(Probíhá údržba|Prebieha údržba)<\/h1>/);
      expect(html).not.toContain("<script");
    },
  );

  test("a form sent during maintenance is not taken either", async () => {
    const response = await fetch(`${origin}/kosik`, { method: "POST", body: "amount=1" });
    expect(response.status).toBe(503);
  });

  test("the page speaks the language of the path's prefix", async () => {
    expect(await (await fetch(`${origin}/sk/kosik`)).text()).toContain('<html lang="sk">');
    expect(await (await fetch(`${origin}/de/warenkorb`)).text()).toContain('<html lang="de">');
    expect(await (await fetch(`${origin}/kosik`)).text()).toContain('<html lang="cs">');
  });

  test("its only style is allowed by hash; nothing else may load or run", async () => {
    const response = await fetch(origin);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test("health checks and static files keep answering", async () => {
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    expect((await fetch(`${origin}/build/entry.js`)).status).toBe(200);
  });
});

describe("languageOfPath", () => {
  test("a known prefix picks its language, anything else the default", () => {
    const languages = ["cs", "sk", "de"];
    expect(languageOfPath("/sk/kosik", "cs", languages)).toBe("sk");
    expect(languageOfPath("/de", "cs", languages)).toBe("de");
    expect(languageOfPath("/cs/kosik", "cs", languages)).toBe("cs");
    expect(languageOfPath("/skladem", "cs", languages)).toBe("cs");
    expect(languageOfPath("/", "cs", languages)).toBe("cs");
  });
});

describe("maintenanceHtml", () => {
  test("escapes its texts", () => {
    const html = maintenanceHtml("cs", { title: "<b>", text: "a & b", back: '"x"' });
    expect(html).toContain("<h1>&lt;b&gt;</h1>");
    expect(html).toContain("<p>a &amp; b</p><p>&quot;x&quot;</p>");
  });
});
