// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";

import { DetailsToggleSection } from "#app/forms/details-toggle-section.tsx";
import { Field } from "#app/forms/field.tsx";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { textsOf } from "#app/testing/texts.ts";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function Business({ initiallyOpen }: { initiallyOpen: boolean }): ReactElement {
  return (
    <TranslationsProvider value={textsOf("cs")}>
      <DetailsToggleSection
        toggle={{ id: "f-business", name: "business", errorId: "f-business-error" }}
        label="Nakupuji na firmu"
        legend="Firemní údaje"
        initiallyOpen={initiallyOpen}
      >
        <Field
          field={{ id: "f-ico", name: "companyId", errorId: "f-ico-error" }}
          label="IČO"
          autoComplete="off"
        />
      </DetailsToggleSection>
    </TranslationsProvider>
  );
}

/** The server's markup, changed by the shopper, then made interactive. */
async function hydrateAfter(ui: ReactElement, shopper: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  shopper();
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
}

describe("DetailsToggleSection", () => {
  test("a box ticked before the page became interactive keeps its section open and sent", async () => {
    await hydrateAfter(<Business initiallyOpen={false} />, () => {
      screen.getByLabelText<HTMLInputElement>("Nakupuji na firmu").checked = true;
      screen.getByLabelText<HTMLInputElement>("IČO").value = "27082440";
    });
    const section = screen.getByRole("group", { name: "Firemní údaje" });
    expect(section.hidden).toBe(false);
    expect(section).toHaveProperty("disabled", false);
    expect(screen.getByLabelText("IČO")).toHaveProperty("value", "27082440");
  });

  test("a box unticked before then closes its section, so what it hides is not sent", async () => {
    await hydrateAfter(<Business initiallyOpen />, () => {
      screen.getByLabelText<HTMLInputElement>("Nakupuji na firmu").checked = false;
    });
    const section = document.querySelector("fieldset");
    expect(section?.hidden).toBe(true);
    expect(section).toHaveProperty("disabled", true);
  });

  test("an untouched box: its section as the markup had it", async () => {
    await hydrateAfter(<Business initiallyOpen={false} />, () => {});
    expect(document.querySelector("fieldset")?.hidden).toBe(true);
  });
});
