import { afterEach, beforeEach, describe, expect, test } from "vitest";

import { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { localeOfRequest } from "#app/shopper/locale-of-request.server.ts";
import { OPEN_REDIRECT_TAILS } from "#app/testing/open-redirect-payloads.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";

const DOMAINS = { cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" };

const decide = (url: string) => localeOfRequest(new URL(url));

describe("localeOfRequest on one host (prefix mode)", () => {
  test("the prefix names the language, no prefix is cs", () => {
    expect(decide("http://localhost:3000/")).toEqual({ locale: "cs", redirect: null });
    expect(decide("http://localhost:3000/sk/kosik")).toEqual({ locale: "sk", redirect: null });
    expect(decide("http://localhost:3000/de/warenkorb?x=1")).toEqual({
      locale: "de",
      redirect: null,
    });
  });

  test("another language's words for a page lead to the cs page", () => {
    expect(decide("http://localhost:3000/warenkorb?x=1")).toEqual({
      locale: "cs",
      redirect: "/kosik?x=1",
    });
    expect(decide("http://localhost:3000/vsetko-o-nakupe/doprava").redirect).toBe(
      "/vse-o-nakupu/doprava",
    );
    expect(decide("http://localhost:3000/produkt/rabbit").redirect).toBeNull();
    expect(decide("http://localhost:3000/masazni-oleje").redirect).toBeNull();
  });
});

describe("localeOfRequest with a host per language (domain mode)", () => {
  beforeEach(() => setLocaleOrigins(DOMAINS));
  afterEach(() => setLocaleOrigins({}));

  test("the host names the language, the path carries no prefix", () => {
    expect(decide("https://shop.sk/kosik")).toEqual({ locale: "sk", redirect: null });
    expect(decide("https://shop.sk/zabudnute-heslo")).toEqual({ locale: "sk", redirect: null });
    expect(decide("https://shop.de/warenkorb/lieferdaten")).toEqual({
      locale: "de",
      redirect: null,
    });
    expect(decide("https://shop.cz/kosik")).toEqual({ locale: "cs", redirect: null });
    expect(decide("https://shop.de/vibratoren")).toEqual({ locale: "de", redirect: null });
  });

  test("a host no language claims is the default cs", () => {
    expect(decide("http://10.0.0.5:3000/kosik")).toEqual({ locale: "cs", redirect: null });
  });

  test("a prefixed URL moves (301) to its language's host without the prefix", () => {
    expect(decide("https://shop.sk/sk/kosik?q=1").redirect).toBe("https://shop.sk/kosik?q=1");
    expect(decide("https://shop.sk/sk").redirect).toBe("https://shop.sk/");
    expect(decide("https://shop.cz/de/warenkorb").redirect).toBe("https://shop.de/warenkorb");
    expect(decide("http://10.0.0.5:3000/sk/zabudnute-heslo").redirect).toBe(
      "https://shop.sk/zabudnute-heslo",
    );
  });

  test("a page in another language's words moves to the host language's words", () => {
    expect(decide("https://shop.de/kosik")).toEqual({ locale: "de", redirect: "/warenkorb" });
    expect(decide("https://shop.sk/zapomenute-heslo").redirect).toBe("/zabudnute-heslo");
    expect(decide("https://shop.cz/marken/fun-factory").redirect).toBe("/znacky/fun-factory");
  });

  test("a language without a host stays under its prefix on the cs host", () => {
    setLocaleOrigins({ cs: DOMAINS.cs, sk: DOMAINS.sk });
    expect(decide("https://shop.cz/de/warenkorb")).toEqual({ locale: "de", redirect: null });
    expect(decide("https://shop.sk/de/warenkorb").redirect).toBe("https://shop.cz/de/warenkorb");
    expect(decide("https://shop.cz/sk/kosik").redirect).toBe("https://shop.sk/kosik");
  });
});

describe("root loader", () => {
  afterEach(() => setLocaleOrigins({}));

  test("answers a prefixed URL on a language's own host with a 301", async () => {
    setLocaleOrigins(DOMAINS);
    const moved = rootLoader({
      request: new Request("https://shop.sk/sk/zabudnute-heslo"),
      params: {},
      context: {},
    });
    await expect(moved).rejects.toBeInstanceOf(Response);
    const thrown = await moved.catch((error: unknown) => error);
    expect(thrown instanceof Response && thrown.status).toBe(301);
    expect(thrown instanceof Response && thrown.headers.get("Location")).toBe(
      "https://shop.sk/zabudnute-heslo",
    );
  });
});

describe("localeOfRequest against open-redirect payloads (domain mode)", () => {
  beforeEach(() => setLocaleOrigins(DOMAINS));
  afterEach(() => setLocaleOrigins({}));
  const onALanguageHost = (location: string) =>
    Object.values(DOMAINS).includes(new URL(location, DOMAINS.cs).origin);

  test.each(
    OPEN_REDIRECT_TAILS.flatMap((tail) => [
      `https://shop.sk/sk${tail}`,
      `https://shop.cz/sk${tail}?q=1`,
      `https://shop.cz/de/kosik/..${tail}`,
      `https://shop.sk${tail}`,
    ]),
  )("%s moves only to a language's host", (url) => {
    const { redirect } = decide(url);
    expect(redirect === null || onALanguageHost(redirect)).toBe(true);
  });

  test("the prefixed payloads of the attack now land on a path of the host", () => {
    expect(decide("https://shop.sk/sk//evil.example").redirect).toBe(
      "https://shop.sk/evil.example",
    );
    expect(decide("https://shop.sk/sk/\\evil.example").redirect).toBe(
      "https://shop.sk/evil.example",
    );
  });
});
