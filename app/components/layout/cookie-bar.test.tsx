// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { CookieBar, hidesCookieBar } from "#app/components/layout/cookie-bar.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";

describe("the cookie bar", () => {
  test("posts its two answers and opens the settings for the page it is on", async () => {
    await renderRoute(<CookieBar text="Používáme cookies." position="bottom" />, {
      path: "/vibratory?p1=1001",
    });
    const bar = screen.getByRole("region", { name: "Souhlas s cookies" });
    expect(bar.querySelector("form")?.getAttribute("action")).toBe("/souhlas-s-cookies");
    expect(screen.getByRole("button", { name: "Přijmout vše" }).getAttribute("value")).toBe("all");
    expect(screen.getByRole("button", { name: "Jen nezbytné" }).getAttribute("value")).toBe(
      "necessary",
    );
    expect(screen.getByRole("link", { name: "Nastavení" }).getAttribute("href")).toBe(
      "/nastaveni-cookies?redirectTo=%2Fvibratory%3Fp1%3D1001",
    );
  });

  test("leads to the settings in the page's language", async () => {
    await renderRoute(<CookieBar text="Používame cookies." position="top" />, {
      locale: "sk",
      path: "/sk",
    });
    expect(screen.getByRole("link", { name: "Nastavenia" }).getAttribute("href")).toBe(
      "/sk/nastavenie-cookies?redirectTo=%2Fsk",
    );
  });

  test("stays off a page whose handle says it asks the question itself", () => {
    expect(hidesCookieBar({ titleKey: "x", hidesCookieBar: true })).toBe(true);
    expect(hidesCookieBar({ titleKey: "x" })).toBe(false);
    expect(hidesCookieBar(undefined)).toBe(false);
  });
});
