import type { Page } from "@playwright/test";

import { STORE_URL, expect, interactive, seriousViolations, test } from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

/** axe runs in the page, so only with JavaScript; the markup is the same without it. */
async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
}

test.describe("contact form", () => {
  // The browser logs the refused form's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

  test("a message the store refuses keeps what was typed; sent, it is thanked for and confirmed by mail", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("kontakt");
    await page.goto("/kontakt");
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
    await axeClean(page, javaScriptEnabled);

    const form = page.getByRole("region", { name: "Napište nám" });
    await form.getByLabel("Jméno a příjmení").fill("Jana Kontaktní");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Číslo objednávky (nepovinné)").fill("1999000001");
    await form.getByLabel("Zpráva").fill("Dobrý den, kdy mi dorazí zásilka?");
    await form.getByRole("button", { name: "Odeslat zprávu" }).click();

    await expect(form.getByText("Objednávku s tímto číslem jsme nenašli")).toBeVisible();
    await expect(form.getByLabel("Zpráva")).toHaveValue("Dobrý den, kdy mi dorazí zásilka?");

    await form.getByLabel("Číslo objednávky (nepovinné)").fill("");
    await form.getByRole("button", { name: "Odeslat zprávu" }).click();
    await expect(notifications(page)).toContainText("Děkujeme, zprávu jsme přijali.");
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(form.getByLabel("Zpráva")).toHaveValue("");

    const outbox = await request.get(`${STORE_URL}/__sandbox/outbox`, { params: { to: email } });
    const { data } = (await outbox.json()) as { data: Array<{ kind: string; body: string }> };
    expect(data).toEqual([
      expect.objectContaining({
        kind: "contact",
        body: expect.stringContaining("kdy mi dorazí zásilka?"),
      }),
    ]);
  });
});

test("an FAQ answer opens by its anchor, and the topics lead to their questions", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/nejcastejsi-dotazy#vraceni");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Nejčastější dotazy" })).toBeVisible();
  await expect(page.getByText(/Nepoužité zboží v původním obalu můžete vrátit/)).toBeVisible();
  await expect(page.getByText(/Kartou online, bankovním převodem/)).toBeHidden();

  const topics = page.getByRole("navigation", { name: "Témata dotazů" });
  await topics.getByRole("link", { name: "Platba" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Platba" })).toBeInViewport();
  await page.getByText("Jak mohu zaplatit?").click();
  await expect(page.getByText(/Kartou online, bankovním převodem/)).toBeVisible();
  await axeClean(page, javaScriptEnabled);
});
