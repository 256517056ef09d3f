import { describe, expect, test } from "vitest";

import { parseConfig, serverSettings } from "./config.ts";

/** The error `run` throws. */
function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("expected an Error to be thrown");
}

describe("parseConfig", () => {
  test("defaults point at the local sandbox", () => {
    const config = parseConfig({});
    expect(config.CMS_URL).toBe("http://127.0.0.1:4001");
    expect(config.STORE_URL).toBe("http://127.0.0.1:4002");
    expect(config.IMAGE_CDN_URL).toBe(config.CMS_URL);
    expect(config.LOCALE_CURRENCIES).toEqual({ cs: "CZK", sk: "EUR", de: "EUR" });
    expect(config.LOCALE_DOMAIN_CODES).toEqual({ cs: "cz", sk: "sk", de: "de" });
    expect(config.LOCALE_DOMAINS).toEqual({});
    expect(config.DEFAULT_LOCALE).toBe("cs");
    expect(config.UPSTREAM_HEADER_PREFIX).toBe("x-shop-");
  });

  test("lists every invalid variable in one error", () => {
    expect(() =>
      parseConfig({ CMS_URL: "not a url", UPSTREAM_TIMEOUT_MS: "-5", LOCALE_CURRENCIES: "cs:czk" }),
    ).toThrowError(/CMS_URL[\s\S]*UPSTREAM_TIMEOUT_MS[\s\S]*LOCALE_CURRENCIES/);
  });

  test("a circuit breaker stays open 10 s unless told otherwise, from 1 s to 5 minutes", () => {
    expect(parseConfig({}).UPSTREAM_BREAKER_OPEN_MS).toBe(10_000);
    expect(parseConfig({ UPSTREAM_BREAKER_OPEN_MS: "2000" }).UPSTREAM_BREAKER_OPEN_MS).toBe(2000);
    expect(() => parseConfig({ UPSTREAM_BREAKER_OPEN_MS: "500" })).toThrowError(
      /UPSTREAM_BREAKER_OPEN_MS/,
    );
    expect(() => parseConfig({ UPSTREAM_BREAKER_OPEN_MS: "600000" })).toThrowError(
      /UPSTREAM_BREAKER_OPEN_MS/,
    );
  });

  test("production needs a real session secret", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET/);
    const secret = "a".repeat(32);
    expect(
      parseConfig({ NODE_ENV: "production", SESSION_SECRET: secret, SHOP_ORIGIN: "shop.cz" })
        .SESSION_SECRET,
    ).toBe(secret);
  });

  test("production needs the shop's origin, from SHOP_ORIGIN or the Czech language host", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "a".repeat(32) };
    expect(() => parseConfig(production)).toThrowError(/SHOP_ORIGIN: required in production/);
    expect(parseConfig({ ...production, SHOP_ORIGIN: "shop.cz" }).SHOP_ORIGIN).toBe(
      "https://shop.cz",
    );
    expect(
      parseConfig({ ...production, LOCALE_DOMAINS: "cs:shop.cz,sk:shop.sk" }).SHOP_ORIGIN,
    ).toBe("https://shop.cz");
  });

  test("allowed origins are a comma list of URLs", () => {
    expect(
      parseConfig({ ALLOWED_ORIGINS: "https://shop.example, https://www.shop.example" })
        .ALLOWED_ORIGINS,
    ).toEqual(["https://shop.example", "https://www.shop.example"]);
    expect(() => parseConfig({ ALLOWED_ORIGINS: "shop" })).toThrowError(/ALLOWED_ORIGINS/);
  });

  test("locale domains name a host or an origin per language, cs among them", () => {
    expect(
      parseConfig({ LOCALE_DOMAINS: "cs:Shop.cz, sk:shop.sk,de:http://de.localhost:3000" })
        .LOCALE_DOMAINS,
    ).toEqual({ cs: "https://shop.cz", sk: "https://shop.sk", de: "http://de.localhost:3000" });
    expect(parseConfig({ LOCALE_DOMAINS: "cs:shop.cz,sk:shop.sk" }).LOCALE_DOMAINS).toEqual({
      cs: "https://shop.cz",
      sk: "https://shop.sk",
    });
  });

  test.each([
    ["sk:shop.sk", /cs, the default language/],
    ["cs:shop.cz,pl:shop.pl", /pl:shop.pl/],
    ["cs:shop.cz,sk:shop.cz", /sk:shop.cz/],
    ["cs:shop.cz,cs:www.shop.cz", /cs:www.shop.cz/],
    ["cs:shop.cz/obchod", /cs:shop.cz\/obchod/],
    ["shop.cz=cs", /shop.cz=cs/],
  ])("refuses LOCALE_DOMAINS=%s", (value, message) => {
    expect(() => parseConfig({ LOCALE_DOMAINS: value })).toThrowError(message);
  });

  test("the shop's origin defaults to localhost on PORT and is a host or a bare origin", () => {
    expect(parseConfig({}).SHOP_ORIGIN).toBe("http://localhost:3000");
    expect(parseConfig({ PORT: "3100" }).SHOP_ORIGIN).toBe("http://localhost:3100");
    expect(parseConfig({ SHOP_ORIGIN: "Shop.cz" }).SHOP_ORIGIN).toBe("https://shop.cz");
    expect(parseConfig({ SHOP_ORIGIN: "http://127.0.0.1:3100/" }).SHOP_ORIGIN).toBe(
      "http://127.0.0.1:3100",
    );
  });

  test.each(["https://shop.cz/obchod", "https://shop.cz/?a=1", "https://user@shop.cz", ""])(
    "refuses SHOP_ORIGIN=%j",
    (value) => {
      expect(() => parseConfig({ SHOP_ORIGIN: value })).toThrowError(/SHOP_ORIGIN/);
    },
  );

  test("the address-validation service is off unless ADDRESS_VALIDATION_URL names one", () => {
    expect(parseConfig({}).ADDRESS_VALIDATION_URL).toBeUndefined();
    expect(parseConfig({ ADDRESS_VALIDATION_URL: "" }).ADDRESS_VALIDATION_URL).toBeUndefined();
    expect(
      parseConfig({ ADDRESS_VALIDATION_URL: "https://adresy.example/api" }).ADDRESS_VALIDATION_URL,
    ).toBe("https://adresy.example/api");
    expect(() => parseConfig({ ADDRESS_VALIDATION_URL: "adresy" })).toThrowError(
      /ADDRESS_VALIDATION_URL/,
    );
  });

  test("the address-validation service gets 1.5 s unless told otherwise, 5 s at most", () => {
    expect(parseConfig({}).ADDRESS_VALIDATION_TIMEOUT_MS).toBe(1500);
    expect(
      parseConfig({ ADDRESS_VALIDATION_TIMEOUT_MS: "800" }).ADDRESS_VALIDATION_TIMEOUT_MS,
    ).toBe(800);
    expect(
      parseConfig({ ADDRESS_VALIDATION_TIMEOUT_MS: "5000" }).ADDRESS_VALIDATION_TIMEOUT_MS,
    ).toBe(5000);
  });

  test.each(["5001", "0", "-1", "1.5", "soon"])(
    "refuses ADDRESS_VALIDATION_TIMEOUT_MS=%j",
    (value) => {
      expect(() => parseConfig({ ADDRESS_VALIDATION_TIMEOUT_MS: value })).toThrowError(
        /ADDRESS_VALIDATION_TIMEOUT_MS/,
      );
    },
  );

  test("refuses a PORT that is no port", () => {
    expect(() => parseConfig({ PORT: "http" })).toThrowError(/PORT/);
  });

  test("the server listens on every address unless HOST names one", () => {
    expect(parseConfig({}).HOST).toBe("0.0.0.0");
    for (const host of ["127.0.0.1", "::", "::1", "shop-1.internal"]) {
      expect(parseConfig({ HOST: host }).HOST).toBe(host);
    }
  });

  test.each(["", "http://127.0.0.1", "127.0.0.1:3000", "shop.cz/obchod", "0.0.0.0 "])(
    "refuses HOST=%j",
    (value) => {
      expect(() => parseConfig({ HOST: value })).toThrowError(/HOST: a host name or an IP/);
    },
  );

  test("TRUST_PROXY is true or false, false unless set", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  test.each(["1", "yes", "TRUE", ""])("refuses TRUST_PROXY=%j rather than reading no", (value) => {
    expect(() => parseConfig({ TRUST_PROXY: value })).toThrowError(
      /TRUST_PROXY: either "true" or "false"/,
    );
  });

  test("one error lists the variables' problems and production's together", () => {
    const { name, message } = thrownBy(() =>
      parseConfig({
        NODE_ENV: "production",
        PORT: "http",
        HOST: "http://shop",
        TRUST_PROXY: "yes",
        DEFAULT_LOCALE: "pl",
        ALLOWED_ORIGINS: "shop",
      }),
    );
    expect(name).toBe("InvalidEnvironmentError");
    const named = [...message.matchAll(/^ {2}(\w+)[.:]/gm)].map((match) => match[1]);
    expect(named).toEqual([
      "PORT",
      "HOST",
      "DEFAULT_LOCALE",
      "ALLOWED_ORIGINS",
      "TRUST_PROXY",
      "SESSION_SECRET",
      "SHOP_ORIGIN",
    ]);
    expect(message).toMatch(/^Invalid environment:\n/);
  });

  test("production's checks read the language hosts even when another variable fails", () => {
    expect(() =>
      parseConfig({
        NODE_ENV: "production",
        SESSION_SECRET: "a".repeat(32),
        LOCALE_DOMAINS: "cs:shop.cz",
        CMS_URL: "not a url",
      }),
    ).toThrowError(/^Invalid environment:\n {2}CMS_URL: [^\n]*$/);
  });

  test("server.mjs gets the validated listen address, proxy trust, origins and language", () => {
    const config = parseConfig({
      PORT: "3100",
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      ALLOWED_ORIGINS: "https://shop.example",
      DEFAULT_LOCALE: "sk",
    });
    expect(serverSettings(config)).toEqual({
      port: 3100,
      host: "127.0.0.1",
      trustProxy: true,
      // The configured ones and the shop's own public origin.
      allowedOrigins: ["https://shop.example", "http://localhost:3100"],
      defaultLocale: "sk",
      maintenance: { on: false, retryAfterSeconds: 600 },
      shutdown: { drainMs: 5000, deadlineMs: 25_000 },
      timeouts: { headersMs: 20_000, requestMs: 900_000 },
      logLevel: "info",
    });
  });

  test("the shutdown's drain and deadline are whole milliseconds, the deadline after the drain", () => {
    expect(
      serverSettings(parseConfig({ SHUTDOWN_DRAIN_MS: "0", SHUTDOWN_DEADLINE_MS: "1000" }))
        .shutdown,
    ).toEqual({ drainMs: 0, deadlineMs: 1000 });
    expect(() => parseConfig({ SHUTDOWN_DRAIN_MS: "-1" })).toThrowError(/SHUTDOWN_DRAIN_MS/);
    expect(() => parseConfig({ SHUTDOWN_DEADLINE_MS: "soon" })).toThrowError(
      /SHUTDOWN_DEADLINE_MS/,
    );
    expect(() =>
      parseConfig({ SHUTDOWN_DRAIN_MS: "10000", SHUTDOWN_DEADLINE_MS: "5000" }),
    ).toThrowError(/SHUTDOWN_DEADLINE_MS: must not be shorter than SHUTDOWN_DRAIN_MS/);
  });

  test("the maintenance switch is on or off, with a Retry-After in whole seconds", () => {
    expect(
      serverSettings(parseConfig({ MAINTENANCE_MODE: "on", MAINTENANCE_RETRY_AFTER: "120" }))
        .maintenance,
    ).toEqual({ on: true, retryAfterSeconds: 120 });
    expect(() => parseConfig({ MAINTENANCE_MODE: "yes" })).toThrowError(/MAINTENANCE_MODE/);
    expect(() => parseConfig({ MAINTENANCE_RETRY_AFTER: "0" })).toThrowError(
      /MAINTENANCE_RETRY_AFTER/,
    );
  });
});
