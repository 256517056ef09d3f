// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
import type { Locale } from "#app/testing/texts.ts";

afterEach(cleanup);

function Units({ units }: { units: Array<string> }) {
  const unitLabel = useUnitLabel();
  return <p>{units.map(unitLabel).join(" | ")}</p>;
}

async function labels(locale: Locale) {
  const page = await renderAsServer(<Units units={["ks", "bm", "bal", "m/2"]} />, { locale });
  return page.getByRole("paragraph").textContent;
}

test("the store's units in the page's language, unknown ones as the store sent them", async () => {
  expect(await labels("cs")).toBe("ks | bm | bal | m/2");
  expect(await labels("sk")).toBe("ks | bm | bal | m/2");
  expect(await labels("de")).toBe("Stk. | lfm. | bal | m/2");
});
