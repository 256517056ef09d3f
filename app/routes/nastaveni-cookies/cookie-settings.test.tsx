// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import CookieSettings from "#app/routes/nastaveni-cookies/route.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";

/** The page as its loader's data makes it (the test stub serves it as the root's). */
async function renderSettings(consent: Record<string, boolean> | null) {
  await renderRoute(<CookieSettings />, {
    path: "/nastaveni-cookies",
    rootData: { locale: "cs", frame: {}, consent, redirectTo: "/kosik" },
  });
}

describe("the cookie settings page", () => {
  test("ticks the choice made, necessary fixed, each with what it is for", async () => {
    await renderSettings({ analytics: false, marketing: true, personalisation: false });
    const necessary = screen.getByRole<HTMLInputElement>("checkbox", { name: "Nezbytné" });
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    const ticked = ["Analytické", "Marketingové", "Personalizace"].map(
      (name) => screen.getByRole<HTMLInputElement>("checkbox", { name }).checked,
    );
    expect(ticked).toEqual([false, true, false]);
    expect(
      screen.getByRole("checkbox", { name: "Marketingové" }).getAttribute("aria-describedby"),
    ).toBe("cookie-category-marketing-text");
    expect(screen.getByText(/reklamu, která vás zajímá/).id).toBe("cookie-category-marketing-text");
  });

  test("posts the categories as a custom choice and returns where it was opened", async () => {
    await renderSettings(null);
    const form = screen.getByRole("button", { name: "Uložit nastavení" }).closest("form");
    expect(form?.getAttribute("action")).toBe("/souhlas-s-cookies");
    const fields = new FormData(form ?? undefined);
    expect(fields.get("choice")).toBe("custom");
    expect(fields.get("redirectTo")).toBe("/kosik");
    expect(fields.getAll("category")).toEqual([]);
    for (const name of ["Analytické", "Marketingové", "Personalizace"]) {
      expect(screen.getByRole<HTMLInputElement>("checkbox", { name }).checked).toBe(false);
    }
  });
});
