import { describe, expect, test } from "vitest";

import { ErrorPage, errorTitleKey } from "#app/components/layout/error-page.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

describe("the error page", () => {
  test.each([
    [400, "Odeslaný formulář se nepodařilo přečíst", "Vraťte se prosím zpět a odešlete ho znovu."],
    [415, "Odeslaný formulář se nepodařilo přečíst", "Vraťte se prosím zpět a odešlete ho znovu."],
    [413, "Odeslaný formulář je příliš velký", "zvolte menší soubor"],
    [404, "Tuto stránku se nepodařilo najít", "Stránka mohla být přesunuta"],
    [500, "Něco se porouchalo", "kontaktujte nás"],
  ])("%i says so in Czech", async (status, title, text) => {
    const html = await renderAsServer(<ErrorPage status={status} />);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(text);
    expect(html).toContain("Zpět na úvodní stránku");
  });

  test("a refused form's page is titled by its own text, in every language", async () => {
    expect(errorTitleKey(413)).toBe("errors.tooLarge.title");
    expect(errorTitleKey(415)).toBe("errors.badForm.title");
    const german = await renderAsServer(<ErrorPage status={413} />, { locale: "de" });
    expect(german).toContain("<h1>Das gesendete Formular ist zu groß</h1>");
    const slovak = await renderAsServer(<ErrorPage status={400} />, { locale: "sk" });
    expect(slovak).toContain("<h1>Odoslaný formulár sa nepodarilo prečítať</h1>");
  });
});
