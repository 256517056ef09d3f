// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { errorTitleKey } from "#app/components/layout/error-status.ts";
import { renderRoute } from "#app/testing/render-route.tsx";

describe("the error page", () => {
  test.each([
    [400, "Odeslaný formulář se nepodařilo přečíst", "Vraťte se prosím zpět a odešlete ho znovu."],
    [415, "Odeslaný formulář se nepodařilo přečíst", "Vraťte se prosím zpět a odešlete ho znovu."],
    [413, "Odeslaný formulář je příliš velký", "zvolte menší soubor"],
    [404, "Tuto stránku se nepodařilo najít", "Stránka mohla být přesunuta"],
    [500, "Něco se porouchalo", "kontaktujte nás"],
  ])("%i says so in Czech", async (status, title, text) => {
    await renderRoute(<ErrorPage status={status} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(text, { exact: false })).toBeDefined();
    expect(screen.getByRole("link", { name: "Zpět na úvodní stránku" }).getAttribute("href")).toBe(
      "/",
    );
  });

  test.each([
    [410, "Tato stránka už neexistuje"],
    [429, "Příliš mnoho požadavků najednou"],
    [401, "Nejprve se prosím přihlaste"],
    [503, "Něco se porouchalo"],
  ])("%i has a heading fit for a shopper and names its own status", async (status, title) => {
    await renderRoute(<ErrorPage status={status} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(`Kód chyby: ${status}`)).toBeDefined();
  });

  test("a refused form's page is titled by its own text, in every language", async () => {
    expect(errorTitleKey(413)).toBe("errors.tooLarge.title");
    expect(errorTitleKey(415)).toBe("errors.badForm.title");
    const german = await renderRoute(<ErrorPage status={413} />, { locale: "de" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Das gesendete Formular ist zu groß",
    );
    german.unmount();
    await renderRoute(<ErrorPage status={400} />, { locale: "sk" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Odoslaný formulár sa nepodarilo prečítať",
    );
  });
});
