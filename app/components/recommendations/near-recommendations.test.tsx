// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import {
  NEAR_MARGIN_PX,
  NearRecommendations,
} from "#app/components/recommendations/near-recommendations.tsx";
import { recommendationsPath } from "#app/components/recommendations/recommendations-path.ts";
import { OIL } from "#app/testing/card-fixtures.ts";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";

/** jsdom has no layout: the test says when the row's anchor comes near the screen. */
class FakeIntersectionObserver {
  static watching: Array<FakeIntersectionObserver> = [];
  readonly targets: Array<Element> = [];
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.watching.push(this);
  }
  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1);
  }
  disconnect() {
    FakeIntersectionObserver.watching = FakeIntersectionObserver.watching.filter(
      (observer) => observer !== this,
    );
  }
  /** The shopper scrolls so that the anchor is within the margin (or not). */
  static scroll(isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.watching) {
      observer.report(
        observer.targets.map((target) => ({ target, isIntersecting })) as never,
        observer as never,
      );
    }
  }
}

// The row's module, fetched on first use, at hand before the tests measure time.
beforeAll(() => import("#app/components/recommendations/loaded-recommendations.tsx"));

beforeEach(() => {
  FakeIntersectionObserver.watching = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const CONTEXT = { displayedCategoryId: 12 };

/** The category page with its row, and what the recommendations route was asked. */
async function renderCategoryRow() {
  const asked: Array<string> = [];
  await renderRoute(<NearRecommendations placement="category__forYou" context={CONTEXT} />, {
    path: "/vibratory",
    routes: [
      {
        path: "/doporuceni",
        loader: ({ request }) => {
          asked.push(new URL(request.url).search);
          return { placement: "category__forYou", products: [OIL] };
        },
      },
    ],
  });
  return asked;
}

describe("a recommended row below a page's content", () => {
  test("asks for nothing while the shopper is far from it", async () => {
    const asked = await renderCategoryRow();
    act(() => FakeIntersectionObserver.scroll(false));
    // Time enough for a row that did load to ask (its module is at hand, see beforeAll).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    expect(screen.queryByRole("heading", { name: "Doporučujeme vám" })).toBeNull();
  });

  test("loads its boxes once the shopper comes within two phone screens, above or below", async () => {
    const asked = await renderCategoryRow();
    expect(FakeIntersectionObserver.watching[0]?.options.rootMargin).toBe(
      `${NEAR_MARGIN_PX}px 0px`,
    );
    act(() => FakeIntersectionObserver.scroll(true));
    expect(await screen.findByRole("heading", { name: "Doporučujeme vám" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: new RegExp(OIL.name) })).toBeTruthy();
    expect(asked).toEqual(["?placement=category__forYou&displayedCategoryId=12"]);
    // Once loaded it no longer watches the scroll (the boxes' impressions are watched).
    expect(
      FakeIntersectionObserver.watching.filter((observer) => observer.options.rootMargin),
    ).toEqual([]);
  });

  test("without JavaScript it is its heading and a link to its own page, kept from search engines", async () => {
    const server = await renderAsServer(
      <div data-testid="row">
        <NearRecommendations placement="category__forYou" context={CONTEXT} />
      </div>,
    );
    // What a browser without JavaScript shows: the markup inside <noscript>.
    const shown = document.createElement("div");
    shown.innerHTML = server.getByTestId("row").querySelector("noscript")?.textContent ?? "";
    const page = within(shown);
    const link = page.getByRole("link", { name: "Zobrazit doporučené produkty" });
    expect(link.getAttribute("href")).toBe(
      "/doporuceni?placement=category__forYou&displayedCategoryId=12",
    );
    expect(link.getAttribute("rel")).toBe("nofollow");
    expect(page.getByRole("heading", { level: 2, name: "Doporučujeme vám" })).toBeTruthy();
  });
});

describe("a placement's address", () => {
  test("names the placement and only the context it has", () => {
    expect(
      recommendationsPath("/doporuceni", "productDetail__related", {
        displayedProductId: 101,
        productId: undefined,
        productName: "Masážní olej & svíčka",
      }),
    ).toBe(
      "/doporuceni?placement=productDetail__related&displayedProductId=101&productName=Mas%C3%A1%C5%BEn%C3%AD+olej+%26+sv%C3%AD%C4%8Dka",
    );
  });

  test("is the language's own path", () => {
    expect(recommendationsPath("/sk/odporucania", "homepage__forYou")).toBe(
      "/sk/odporucania?placement=homepage__forYou",
    );
  });
});
