import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export const CMS_URL = "http://127.0.0.1:4101";
export const STORE_URL = "http://127.0.0.1:4102";
/** The shop with the spec's switched-off features on (compare, bulk order, shopping lists). */
export const FEATURES_SHOP_URL = "http://127.0.0.1:3102";
/** The shop under test accepts cache revalidation with this secret (playwright.config.ts). */
export const REVALIDATE_SECRET = "journeys-only-revalidation-secret-0123456789";

type FaultRule = {
  pathPattern: string;
  status?: number | "timeout" | "reset" | "malformed";
  delayMs?: number;
  times?: number;
  method?: string;
};

type Fixtures = {
  /** Whether the visitor has already confirmed being 18 (true for every journey but its own). */
  ageConfirmed: boolean;
  /**
   * Whether the welcome campaign was already offered in this browser (true for every journey
   * but its own), so its modal never lands on another journey's page.
   */
  welcomeOffered: boolean;
  /** Console errors a test expects, such as the browser's note on a 404 document. */
  allowedConsoleErrors: Array<RegExp>;
  /**
   * Fails the test on any other console error, uncaught page error or, with JavaScript,
   * Content Security Policy violation (the browser files a blocked `eval` it was asked
   * for as an issue, not a console error).
   */
  consoleErrors: Array<string>;
  /** Injects a fault into a sandbox upstream; removed again after the test. */
  upstreamFault: (service: "cms" | "store", rule: FaultRule) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  ageConfirmed: [true, { option: true }],
  welcomeOffered: [true, { option: true }],
  context: async ({ context, ageConfirmed, welcomeOffered, baseURL }, use) => {
    if (ageConfirmed) {
      await context.addCookies([{ name: "shop_age_confirmed", value: "1", url: baseURL ?? "" }]);
    }
    if (welcomeOffered) {
      // The key of app/components/newsletter/welcome-campaign-memory.ts.
      await context.addInitScript(() => {
        // Every frame runs it; a sandboxed one (a branch's map) may not touch storage.
        try {
          window.localStorage.setItem("shop_welcome_campaign_offered", "1");
        } catch {
          // No storage: nothing to remember, and nothing to offer in such a frame either.
        }
      });
    }
    await use(context);
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: Array<string> = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() !== "error") return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  upstreamFault: async ({ request }, use) => {
    const added: Array<{ base: string; id: number }> = [];
    await use(async (service, rule) => {
      const baseUrl = service === "cms" ? CMS_URL : STORE_URL;
      const response = await request.post(`${baseUrl}/__sandbox/faults`, { data: rule });
      expect(response.status()).toBe(201);
      const { data } = (await response.json()) as { data: { id: number } };
      added.push({ base: baseUrl, id: data.id });
    });
    for (const { base: baseUrl, id } of added) {
      await request.delete(`${baseUrl}/__sandbox/faults/${id}`);
    }
  },
});

export { expect };

/**
 * With JavaScript, waits until the page is interactive: the sticky header marks itself
 * from an effect, which runs only once React has hydrated the page.
 */
export async function interactive(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await expect(page.getByRole("banner")).toHaveAttribute("data-sticky", /.+/);
  }
}

const ADDED_TEXTS = {
  cs: {
    notifications: "Oznámení",
    notice: (name: string) => `Produkt ${name} byl přidán do košíku.`,
    dialog: "Přidáno do košíku",
    close: "Pokračovat v nákupu",
  },
  sk: {
    notifications: "Oznámenia",
    notice: (name: string) => `Produkt ${name} bol pridaný do košíka.`,
    dialog: "Pridané do košíka",
    close: "Pokračovať v nákupe",
  },
};

/**
 * What a shopper sees after "Do košíku": with JavaScript the item-added modal (closed
 * again here, so the journey goes on), without it the page comes back with a notification.
 */
export async function expectAddedToCart(
  page: Page,
  javaScriptEnabled: boolean,
  name: string,
  language: keyof typeof ADDED_TEXTS = "cs",
) {
  const texts = ADDED_TEXTS[language];
  if (!javaScriptEnabled) {
    await expect(page.getByRole("region", { name: texts.notifications })).toContainText(
      texts.notice(name),
    );
    return;
  }
  const dialog = page.getByRole("dialog", { name: texts.dialog });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: texts.close }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Sends a cart line's typed quantity: with JavaScript it goes by itself once typed, its
 * button hidden; without JavaScript the button sends it.
 */
export async function applyTypedQuantity(line: Locator, javaScriptEnabled: boolean) {
  const update = line.getByRole("button", { name: /^Změnit množství – / });
  if (javaScriptEnabled) {
    await expect(update).toBeHidden();
    return;
  }
  await update.click();
}

/**
 * Shows at once what the page skips until the shopper scrolls near it (`content-visibility:
 * auto`: product boxes and the rows below a page's content, decisions 072 and 082), so that
 * `innerText`, which reads only rendered text, reads the whole page as a shopper scrolling
 * through it sees it.
 */
export async function renderSkippedParts(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") {
        element.style.contentVisibility = "visible";
      }
    }
  });
}

/**
 * A slow answer: requests to `url` (of `method` only, if given) wait until the journey
 * lets them through with the function this returns.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  method?: string,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held;
    await route.continue();
  });
  return release;
}

/**
 * A slow network: the page's scripts wait until the journey lets them through (the
 * function this returns), so it sees and uses the page as the server sent it first.
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, "**/build/**/*.js");
}

/**
 * Presses a link below a list of product boxes, as a shopper does who has scrolled down to
 * it. Boxes out of sight are drawn only near the screen (decision 072), and a drawn box's
 * height replaces the estimate: after a jump down the page (Playwright's scroll to the
 * link) what is below the boxes can move once, a frame or two later, by up to a row's
 * difference (decision 075). A press in between would land where the link was; this one
 * waits until the link has stayed put for a tenth of a second.
 */
export async function pressBelowBoxes(link: Locator) {
  await link.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const before = JSON.stringify(await link.boundingBox());
      await new Promise((resolve) => setTimeout(resolve, 100));
      return JSON.stringify(await link.boundingBox()) === before;
    })
    .toBe(true);
  await link.click();
}

/**
 * axe over the page as it is now, in the page itself, reporting violations alone. The
 * builder's default runs axe in every frame and then again in a blank page of its own to
 * join the frames' full results, passes included: on a page with product boxes that took
 * 5-8 s, this 2-3 s. What it leaves out are frames of another origin (a branch's map, a
 * category's video), which are the providers' pages, not the shop's; the frame element
 * itself (its title) is still checked.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

function byRuleAndElement(violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>) {
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}

/** axe's serious and critical findings on the page as it is now, by rule and element. */
export async function seriousViolations(page: Page): Promise<Array<string>> {
  const { violations } = await axe(page).analyze();
  return byRuleAndElement(
    violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    ),
  );
}

/** The WCAG 2.2 AA rules, target size (24 x 24 px) included. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every WCAG 2.2 AA finding on the page as it is now, whatever its impact. */
export async function wcagViolations(page: Page): Promise<Array<string>> {
  const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
  return byRuleAndElement(violations);
}

/**
 * Sends this page's requests from a client address of its own, as the journeys' shop (behind
 * TRUST_PROXY) reads it from X-Forwarded-For: journeys that make the shop send an e-mail
 * would otherwise all count against the per-address mail limits of one address.
 */
export async function fromOwnClientAddress(page: Page): Promise<Record<string, string>> {
  const headers = { "x-forwarded-for": ownClientAddress() };
  await page.setExtraHTTPHeaders(headers);
  return headers;
}

/** An address of the documentation range 198.18.0.0/15, one per call. */
function ownClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${octet()}.${1 + Math.floor(Math.random() * 254)}`;
}
