import { getPageBySlug } from "#bff/cms/content.ts";
import { getFaqByTopic } from "#bff/cms/faq.ts";
import type { Page } from "#bff/cms/schemas-content.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError, isBffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import { type FaqTopicGroup, groupFaqByTopic } from "#bff/rules/faq-topics.ts";
import { getUser } from "#bff/store/user.ts";

import { type TextPage, toTextPage } from "./text-page.ts";

/** The CMS slugs of the two customer-service pages (content side §2). */
export const CONTACT_PAGE_SLUG = "kontakt";
export const FAQ_PAGE_SLUG = "nejcastejsi-dotazy";

/** The CMS page's "still need help?" box: its words, and whether it shows the contact button. */
export type ContactBox = { title: string; description: string; showButton: boolean };

/** A customer-service screen's CMS text page with its contact box, when it has one. */
export type ServicePage = TextPage & { contactBox: ContactBox | null };

async function servicePage(ctx: RequestContext, slug: string): Promise<ServicePage> {
  const lookup = await getPageBySlug({ ctx, slug });
  const page: Page | undefined = lookup.entities[0];
  if (!page) throw new BffError({ kind: "not_found" }, 404);
  const box = page.contact_box_reference;
  return {
    ...(await toTextPage(ctx, page)),
    contactBox: box
      ? { title: box.title_frontend, description: box.description, showButton: box.show_button }
      : null,
  };
}

/** Whom a logged-in customer's message comes from, to fill the form in. */
export type ContactSender = { name: string; email: string };

/**
 * The logged-in customer's name and e-mail, or null. A login that has expired is the root
 * loader's business; the contact page then simply starts empty.
 */
async function contactSender(ctx: RequestContext): Promise<ContactSender | null> {
  if (!ctx.authToken) return null;
  try {
    const user = await optional(getUser({ ctx }), { ctx, what: "contact form sender" });
    if (!user) return null;
    return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  } catch (error) {
    if (isBffError(error) && error.kind === "unauthorized") return null;
    throw error;
  }
}

export type ContactPage = { page: ServicePage; sender: ContactSender | null };

/**
 * The contact screen (/kontakt): the CMS page "kontakt" and, for a logged-in customer, who
 * is writing. Dependency depth 1 (both at once), 2 when the page's blocks list products.
 */
export async function contactPage({ ctx }: { ctx: RequestContext }): Promise<ContactPage> {
  const [page, sender] = await Promise.all([
    servicePage(ctx, CONTACT_PAGE_SLUG),
    contactSender(ctx),
  ]);
  return { page, sender };
}

export type FaqPage = { page: ServicePage; topics: Array<FaqTopicGroup> };

/**
 * The FAQ screen (/nejcastejsi-dotazy): the CMS page "nejcastejsi-dotazy" (its title and
 * introduction) and the site's general questions by topic. Dependency depth 1 (both at
 * once), 2 when the page's blocks list products.
 */
export async function faqPage({ ctx }: { ctx: RequestContext }): Promise<FaqPage> {
  const [page, questions] = await Promise.all([
    servicePage(ctx, FAQ_PAGE_SLUG),
    getFaqByTopic({ ctx }),
  ]);
  return { page, topics: groupFaqByTopic(questions) };
}
