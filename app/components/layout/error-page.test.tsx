// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { errorTitleKey } from "#app/components/layout/error-status.ts";
import { renderRoute } from "#app/testing/render-route.tsx";
import { errorPageOf } from "#bff/pages/error-page.ts";

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

  test("the CMS's page of its status replaces the shop's texts, and the rest stays", async () => {
    const cmsPage = errorPageOf(
      {
        error_pages: [
          {
            _id: "e404",
            status_code: 404,
            title: "Stránka nenalezena",
            content: {
              type: "doc",
              content: [
                {
                  type: "heading",
                  attrs: { level: 1 },
                  content: [{ type: "text", text: "Tuhle stránku jsme nenašli" }],
                },
                {
                  type: "paragraph",
                  content: [{ type: "text", text: "Zkuste vyhledávání." }],
                },
              ],
            },
          },
        ],
      },
      { status: 404, locale: "cs" },
    );
    await renderRoute(<ErrorPage status={404} cmsPage={cmsPage} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "Tuhle stránku jsme nenašli",
    ]);
    expect(screen.getByText("Zkuste vyhledávání.")).toBeDefined();
    expect(screen.queryByText("Stránka mohla být přesunuta", { exact: false })).toBeNull();
    expect(screen.getByText("Kód chyby: 404")).toBeDefined();
    expect(screen.getByRole("search")).toBeDefined();
    expect(screen.getByRole("link", { name: "Zpět na úvodní stránku" })).toBeDefined();
  });
});
