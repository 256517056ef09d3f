// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { LoadMore } from "#app/components/catalog/load-more.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";

const pageHref = (page: number) => `/vibratory?page=${page}`;

describe("Načíst další produkty", () => {
  test("as the server sends it, a link to the next page holds its place below the boxes", async () => {
    const page = await renderAsServer(
      <LoadMore page={1} pages={3} pageHref={pageHref} shoppingDisabledText={null} />,
    );
    expect(page.getByRole("link", { name: "Načíst další produkty" }).getAttribute("href")).toBe(
      "/vibratory?page=2",
    );
    expect(page.queryByRole("button")).toBeNull();
  });

  test("once the page is interactive, the same place is a button that loads the next page", async () => {
    await renderRoute(
      <LoadMore page={2} pages={3} pageHref={pageHref} shoppingDisabledText={null} />,
      { path: "/vibratory?page=2" },
    );
    const button = await screen.findByRole("button", { name: "Načíst další produkty" });
    expect(button).toHaveProperty("disabled", false);
    expect(screen.queryByRole("link", { name: "Načíst další produkty" })).toBeNull();
  });

  test("on the last page there is nothing more to load", async () => {
    const page = await renderAsServer(
      <LoadMore page={3} pages={3} pageHref={pageHref} shoppingDisabledText={null} />,
    );
    expect(page.queryByText("Načíst další produkty")).toBeNull();
  });
});
