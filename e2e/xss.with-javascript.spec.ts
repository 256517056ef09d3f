import type { APIRequestContext, Locator, Page } from "@playwright/test";

import { XSS_COUNTER, XSS_PAYLOADS } from "#app/testing/xss-payloads.ts";

import { courierAnd, toMethodsStep } from "./checkout-steps.ts";
import { CMS_URL, REVALIDATE_SECRET, expect, interactive, test } from "./fixtures.ts";

/*
 * Script smuggled in by every way text reaches a page: an editor's rich text, a product's
 * name and perex, the search query, and each form field the shop echoes back with an
 * error. JavaScript is on, so a payload that became markup would run and bump the counter
 * (window.__xss); the Content Security Policy would block most of them first, and a
 * blocked inline script or handler is just as much proof that the text became markup, so
 * any CSP violation fails too, as does a link, form or frame with a scripting URL.
 *
 * The content journeys change shared data, so they use what no other journey looks at: a
 * text page the sandbox's control creates for them (left out of the page list and
 * removed afterwards) and a generated product of a category no journey opens, whose texts
 * are put back afterwards. The storefront's cache of each is dropped on every change.
 */

// Refused forms answer 400-429, which the browser reports on the console.
test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

const PAGE_SLUG = "zkouska-skodliveho-obsahu";
/** A generated blindfold of "Masky a pásky přes oči" (the seed's fixed id and slug). */
const PRODUCT = { id: 2345, slug: "maska-na-oci-aqua-glide-opal", variantId: 23451 };
const CATEGORY = "Masky a pásky přes oči";
const CATEGORY_PATH = "/masky-a-pasky-pres-oci";

/**
 * Counts, from the first script of every document and frame, each assignment to the
 * counter and each CSP violation; the list is the test's to assert empty.
 */
async function watchForPayloads(page: Page): Promise<Array<string>> {
  const found: Array<string> = [];
  await page.exposeBinding("__xssReport", (_source, what: string) => {
    found.push(what);
  });
  await page.addInitScript((counter) => {
    const report = (what: string) =>
      (window as unknown as { __xssReport?: (what: string) => void }).__xssReport?.(what);
    let count = 0;
    Object.defineProperty(window, counter, {
      get: () => count,
      set: (value: number) => {
        count = value;
        void report(`a payload ran on ${location.href}`);
      },
    });
    document.addEventListener("securitypolicyviolation", (event) => {
      void report(
        `CSP blocked ${event.violatedDirective} (${event.blockedURI} ${event.sample}) on ${location.href}`,
      );
    });
  }, XSS_COUNTER);
  return found;
}

/** Links, forms and frames that would run script when used: none may come from text. */
async function scriptingUrls(page: Page): Promise<Array<string>> {
  return page.evaluate(() => {
    const scripting = /^\s*(?:javascript|vbscript|data:text\/html)/i;
    const found: Array<string> = [];
    for (const element of document.querySelectorAll(
      "[href], [action], [formaction], iframe, object, embed",
    )) {
      const urls = ["href", "action", "formaction", "src", "data"].map(
        (name) => element.getAttribute(name) ?? "",
      );
      const framed = ["IFRAME", "OBJECT", "EMBED"].includes(element.tagName);
      if (framed || urls.some((url) => scripting.test(url))) {
        found.push(element.outerHTML.slice(0, 200));
      }
    }
    return found;
  });
}

/** The page has loaded and hydrated: handlers and autofocus have had their chance. */
async function settled(page: Page, found: Array<string>) {
  await page.waitForLoadState("load");
  found.push(...(await scriptingUrls(page)).map((html) => `${page.url()}: ${html}`));
  // Markup from a payload may break hydration: say what ran or was blocked first.
  expect(found, "payloads that ran, were blocked or became links").toEqual([]);
  await interactive(page, true);
}

async function dropCache(request: APIRequestContext, baseURL: string, tag: string) {
  const dropped = await request.post(`${baseURL}/api/revalidate`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: { tags: [tag] },
  });
  expect(dropped.ok()).toBe(true);
}

const text = (value: string, marks: Array<Record<string, unknown>> = []) => ({
  type: "text",
  text: value,
  marks,
});

/** Every node and mark of the CMS's rich text that carries an editor's string, hostile. */
function hostileDocument() {
  return {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 1 }, content: [text(XSS_PAYLOADS[0] ?? "")] },
      ...XSS_PAYLOADS.flatMap((payload) => [
        { type: "paragraph", attrs: { textAlign: payload }, content: [text(payload)] },
        {
          type: "paragraph",
          content: [
            text(payload, [{ type: "link", attrs: { href: payload, target: "_blank" } }]),
            text(payload, [{ type: "anchor", attrs: { id: payload } }, { type: "bold" }]),
          ],
        },
        {
          type: "button",
          attrs: { title: payload, href: { cs: payload }, color: payload, icon: payload },
        },
        {
          type: "image",
          attrs: { src: payload, alt: payload, title: payload, width: 10, height: 10 },
        },
        { type: "html", attrs: { html: payload }, content: [text(payload)] },
        { type: "bulletList", content: [{ type: "listItem", content: [text(payload)] }] },
      ]),
    ],
  };
}

test("an editor's rich text shows script as text", async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const found = await watchForPayloads(page);
  const created = await request.put(`${CMS_URL}/__sandbox/pages/${PAGE_SLUG}`, {
    data: { title: XSS_PAYLOADS[9], content: hostileDocument() },
  });
  expect(created.ok()).toBe(true);
  try {
    await dropCache(request, baseURL ?? "", "page");
    await page.goto(`/vse-o-nakupu/${PAGE_SLUG}`);
    await expect(page.getByRole("main")).toContainText(XSS_PAYLOADS[1] ?? "");
    await settled(page, found);
  } finally {
    await request.delete(`${CMS_URL}/__sandbox/pages/${PAGE_SLUG}`);
    await dropCache(request, baseURL ?? "", "page");
  }
  expect(found).toEqual([]);
});

test("a product's name and perex show script as text on its page, listing and cart", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const found = await watchForPayloads(page);
  const name = XSS_PAYLOADS.join(" ");
  const changed = await request.patch(`${CMS_URL}/__sandbox/products/${PRODUCT.id}`, {
    data: { name, perex: XSS_PAYLOADS.join("\n") },
  });
  expect(changed.ok()).toBe(true);
  const { data } = (await changed.json()) as { data: { before: Record<string, unknown> } };
  try {
    await dropCache(request, baseURL ?? "", "product");
    await page.goto(`/produkt/${PRODUCT.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(XSS_PAYLOADS[0] ?? "");
    await settled(page, found);

    await page.getByRole("button", { name: "Do košíku", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Přidáno do košíku" })).toContainText(
      XSS_PAYLOADS[1] ?? "",
    );
    await page.getByRole("button", { name: "Pokračovat v nákupu" }).click();

    await page.goto(CATEGORY_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATEGORY);
    await settled(page, found);

    await page.goto("/kosik");
    await expect(page.getByRole("main")).toContainText(XSS_PAYLOADS[2] ?? "");
    await settled(page, found);
  } finally {
    await request.patch(`${CMS_URL}/__sandbox/products/${PRODUCT.id}`, { data: data.before });
    await dropCache(request, baseURL ?? "", "product");
  }
  expect(found).toEqual([]);
});

test("a search query shows script as text", async ({ page }) => {
  test.setTimeout(120_000);
  const found = await watchForPayloads(page);
  for (const payload of XSS_PAYLOADS) {
    await page.goto(`/hledat?q=${encodeURIComponent(payload)}`);
    // The search box keeps the query as typed; the heading quotes it cleaned of markup.
    await expect(page.getByRole("search").first().getByLabel("Hledat v obchodě")).toHaveValue(
      payload,
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Výsledky hledání");
    await settled(page, found);
  }
  expect(found).toEqual([]);
});

test("query parameters a page keeps come back as text", async ({ page }) => {
  test.setTimeout(90_000);
  const found = await watchForPayloads(page);
  const all = encodeURIComponent(XSS_PAYLOADS.join(" "));
  // Tokens, addresses and return targets that ride along in links from mails and pages.
  for (const path of [
    `/resetovat-heslo?token=${all}&email=${all}`,
    `/aktivovat?token=${all}&email=${all}`,
    `/prihlasit?redirectTo=${all}&oblibene=${all}`,
    `/prihlasit?token=${all}`,
    `/registrovat?redirectTo=${all}`,
    `/nastaveni-cookies?redirectTo=${all}`,
    `/kosik/dokonceni?token=${all}`,
    `${CATEGORY_PATH}?razeni=${all}&strana=${all}&${all}=${all}`,
    `/hledat?q=${all}&razeni=${all}`,
  ]) {
    await page.goto(path);
    await settled(page, found);
  }
  expect(found).toEqual([]);
});

/**
 * Sends the form the way a browser without the page's scripts would (the handlers and
 * the browser's own checks left out), so the server answers with the fields echoed and
 * their errors, and this page then runs with JavaScript.
 */
async function submitAsDocument(page: Page, form: Locator, button: Locator) {
  const submitter = await button.evaluate((element: HTMLButtonElement) => [
    element.name,
    element.value,
  ]);
  await Promise.all([
    page.waitForEvent("load"),
    form.evaluate((element: HTMLFormElement, [name, value]) => {
      // A hydrated form may ask for data instead of a page (the `enhanced` field);
      // a browser without the page's scripts never renders that field.
      for (const asked of element.querySelectorAll("input[name=enhanced]")) asked.remove();
      if (name) {
        const field = document.createElement("input");
        Object.assign(field, { type: "hidden", name, value });
        element.append(field);
      }
      HTMLFormElement.prototype.submit.call(element);
    }, submitter),
  ]);
}

/**
 * Fills the form's visible fields with the payloads not sent yet: as many whole ones as a
 * field holds (its maxlength), each once. Returns those left for the next round.
 */
async function fillRound(fields: Locator, count: number, left: Array<string>) {
  const rest = [...left];
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    const limit = await field.evaluate((element: HTMLInputElement) => element.maxLength);
    const taken: Array<string> = [];
    while (
      rest.length > 0 &&
      [...taken, rest[0]].join(" ").length <= (limit < 0 ? Infinity : limit)
    ) {
      taken.push(rest.shift() ?? "");
    }
    if (taken.length > 0) await field.fill(taken.join(" "));
  }
  expect(rest.length, "a field holds the next payload").toBeLessThan(left.length);
  return rest;
}

/**
 * Whether the page came back with a payload: in a field (the form that shows a refusal
 * may be another one of the page, the newsletter's footer form), or quoted in its text.
 */
async function echoed(page: Page, payload: string): Promise<boolean> {
  const values = await page
    .getByRole("textbox")
    .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
  const shown = (await page.getByRole("main").textContent()) ?? "";
  return [...values, shown].some((text) => text.includes(payload));
}

type EchoedForm = {
  name: string;
  path: string;
  submit: string;
  /** Brings the shopper to the form when a plain visit does not (a cart, a choice). */
  reach?: (page: Page) => Promise<void>;
};

const FORMS: Array<EchoedForm> = [
  { name: "login", path: "/prihlasit", submit: "Přihlásit se" },
  { name: "registration", path: "/registrovat", submit: "Zaregistrovat se" },
  { name: "forgotten password", path: "/zapomenute-heslo", submit: "Poslat odkaz" },
  { name: "contact", path: "/kontakt", submit: "Odeslat zprávu" },
  // The footer's form, on a light page: each round reloads the page it was sent from.
  { name: "newsletter", path: "/prihlasit", submit: "Odebírat" },
  { name: "order status", path: "/stav-objednavky", submit: "Zjistit stav" },
  { name: "complaint", path: "/reklamace", submit: "Pokračovat" },
  { name: "return", path: "/vraceni-zbozi", submit: "Pokračovat" },
  {
    name: "delivery details",
    path: "/kosik/dodaci-udaje",
    submit: "Objednat s povinností platby",
    reach: async (page) => {
      await toMethodsStep(page, true);
      await courierAnd(page, true, /Bankovní převod/);
    },
  },
];

for (const { name, path, submit, reach = async () => {} } of FORMS) {
  test(`the ${name} form echoes script as text`, async ({ page }) => {
    test.setTimeout(150_000);
    const found = await watchForPayloads(page);
    await reach(page);
    await page.goto(path);
    await interactive(page, true);
    const button = page.getByRole("button", { name: submit, exact: true }).first();
    const form = page.locator("form").filter({ has: button }).first();
    // Passwords never come back, by design: every other field should.
    const fields = form.getByRole("textbox").and(page.locator(":not([type=password])"));
    const count = await fields.count();
    expect(count).toBeGreaterThan(0);
    // Every payload through a field, in as few rounds as the fields hold them.
    let left = [...XSS_PAYLOADS];
    while (left.length > 0) {
      left = await fillRound(fields, count, left);
      await submitAsDocument(page, form, button);
      await settled(page, found);
    }
    // The last round came back with its input: the echo was really tested.
    expect(await echoed(page, XSS_PAYLOADS.at(-1) ?? "")).toBe(true);
    expect(found).toEqual([]);
  });
}
