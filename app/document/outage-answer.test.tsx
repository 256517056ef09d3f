// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { ErrorBoundary } from "#app/root.tsx";
import { textsOf } from "#app/testing/texts.ts";

import { frameOutage, isOutageAnswer } from "./outage-answer.ts";

afterEach(cleanup);

describe("when an error page is an outage's maintenance page", () => {
  test("a 503 while the frame found the CMS or the store down; a lone failure or other status not", () => {
    expect(isOutageAnswer(503, { cms: true, store: false })).toBe(true);
    expect(isOutageAnswer(503, { cms: false, store: true })).toBe(true);
    expect(isOutageAnswer(503, { cms: false, store: false })).toBe(false);
    expect(isOutageAnswer(503, null)).toBe(false);
    expect(isOutageAnswer(404, { cms: true, store: true })).toBe(false);
    expect(isOutageAnswer(500, { cms: true, store: false })).toBe(false);
  });

  test("the outage is read from the root loader's data, and nothing from a failed root", () => {
    const outage = { cms: true, store: false };
    expect(frameOutage({ root: { frame: { outage } } })).toEqual(outage);
    expect(frameOutage({ root: undefined, "routes/_index": {} })).toBeNull();
    expect(frameOutage(undefined)).toBeNull();
  });
});

/** The root's error page for a page whose loader answered `status`, with the frame's outage. */
async function errorPage(status: number, outage: { cms: boolean; store: boolean }) {
  const RemixStub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "cs", features: [], frame: { outage } }),
      ErrorBoundary,
      children: [
        {
          index: true,
          loader: () => {
            throw new Response(null, { status });
          },
          Component: () => null,
        },
      ],
    },
  ]);
  render(
    <TranslationsProvider value={textsOf("cs")}>
      <RemixStub initialEntries={["/"]} />
    </TranslationsProvider>,
  );
}

describe("the root's error page", () => {
  test("the CMS down: the maintenance page's words and when to come back", async () => {
    await errorPage(503, { cms: true, store: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Probíhá údržba" })).toBeTruthy();
    expect(
      screen.getByText("Zkuste to prosím znovu za pár minut. Váš košík na vás počká."),
    ).toBeTruthy();
    expect(screen.queryByText("Něco se porouchalo")).toBeNull();
  });

  test("one failed call with both upstreams up: the general error page", async () => {
    await errorPage(503, { cms: false, store: false });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Něco se porouchalo" }),
    ).toBeTruthy();
  });
});
