import { getFaqByTopic } from "#bff/cms/faq.ts";
import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import { type FaqTopicGroup, groupFaqByTopic } from "#bff/rules/faq-topics.ts";
import { getUser } from "#bff/store/user.ts";

import { type TextPage, textPage } from "./text-page.ts";

/** The CMS slugs of the two customer-service pages (content side §2). */
export const CONTACT_PAGE_SLUG = "kontakt";
export const FAQ_PAGE_SLUG = "nejcastejsi-dotazy";

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

export type ContactPage = { page: TextPage; sender: ContactSender | null };

/**
 * The contact screen (/kontakt): the CMS page "kontakt" and, for a logged-in customer, who
 * is writing. Dependency depth 1 (both at once), 2 when the page's blocks list products.
 */
export async function contactPage({ ctx }: { ctx: RequestContext }): Promise<ContactPage> {
  const [page, sender] = await Promise.all([
    textPage({ ctx, slug: CONTACT_PAGE_SLUG }),
    contactSender(ctx),
  ]);
  return { page, sender };
}

export type FaqPage = { page: TextPage; topics: Array<FaqTopicGroup> };

/**
 * The FAQ screen (/nejcastejsi-dotazy): the CMS page "nejcastejsi-dotazy" (its title and
 * introduction) and the site's general questions by topic. Dependency depth 1 (both at
 * once), 2 when the page's blocks list products.
 */
export async function faqPage({ ctx }: { ctx: RequestContext }): Promise<FaqPage> {
  const [page, questions] = await Promise.all([
    textPage({ ctx, slug: FAQ_PAGE_SLUG }),
    getFaqByTopic({ ctx }),
  ]);
  return { page, topics: groupFaqByTopic(questions, ctx.locale) };
}
