import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";

import { ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { PageContactBox } from "#app/components/content/page-contact-box.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { pageMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { passHeaders } from "#app/utils/route-headers.ts";
import { contactPage } from "#bff/index.server.ts";

import { contactAction } from "./action.server.ts";
import { ContactForm } from "./contact-form.tsx";
import "./contact.css";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data,
  matches,
  location,
}) =>
  data
    ? pageMeta({
        seo: data.page.seo,
        matches,
        location,
        path: (locale) => href("contact", locale),
      })
    : [];

export const headers = passHeaders("Retry-After");

/** The CMS page "kontakt" and, for a logged-in customer, whom the form is from. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => contactPage({ ctx }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction(request, context);
}

export default function Contact() {
  const { t } = useTranslation();
  const { page, sender } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A new location after each answer: a sent message leaves an empty form behind, a refused
  // one comes back from the action's reply with everything typed.
  const { key } = useLocation();
  return (
    <div className="container contact-page">
      <div className="contact-layout">
        <article className="text-page">
          <RichText document={page.document} lang={page.lang} />
          {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} lang={page.lang} /> : null}
        </article>
        <section className="contact-form-section" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("contact.formTitle")}</h2>
          <ContactForm
            key={key}
            lastResult={actionData?.result}
            retryAfterMinutes={actionData?.retryAfterMinutes ?? null}
            sender={sender}
          />
        </section>
      </div>
      {page.contactBox ? <PageContactBox box={page.contactBox} /> : null}
    </div>
  );
}
