import { useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";

import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { NewsletterActionData, NewsletterReply } from "#app/newsletter/newsletter.server.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import type { NewsletterSource } from "#app/schemas/newsletter.server.ts";
import { useNewsletterTracking } from "#app/tracking/use-newsletter-tracking.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./newsletter.css";

/**
 * The footer's newsletter sign-up, also placed in CMS content. Without JavaScript a plain
 * post that comes back to this page (a refusal with the messages by the field and the
 * address kept); with it the same form through a fetcher, cleared once subscribed. The
 * notification comes from the server. It is on every page, so it reads the server's reply
 * itself instead of loading a form library into every page's JavaScript.
 */
export function NewsletterForm({
  lastResult,
  name = "footer",
  source = "footer",
}: {
  lastResult: NewsletterReply | null;
  /** Tells this form's ids and state from another sign-up form on the same page. */
  name?: string;
  source?: NewsletterSource;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const formId = `newsletter-${name}`;
  const emailId = `${formId}-email`;
  const fetcher = useFetcher<NewsletterActionData>({ key: formId });
  // Each answer renders the field afresh: with the refused address, or empty once subscribed.
  const [answer, setAnswer] = useState({ data: fetcher.data, count: 0 });
  if (fetcher.data !== answer.data) setAnswer({ data: fetcher.data, count: answer.count + 1 });

  useNewsletterTracking(fetcher.data, "newsletter");
  const result = fetcher.data?.result ?? lastResult;
  const emailErrors = result?.error?.email ?? [];
  const formErrors = result?.error?.[""] ?? [];
  const typed = result?.initialValue?.email;
  const kept = fetcher.data?.subscribed || typeof typed !== "string" ? "" : typed;
  const email: FormField = {
    id: emailId,
    name: "email",
    errorId: `${emailId}-error`,
    errors: emailErrors,
    initialValue: kept,
    key: String(answer.count),
    required: true,
  };
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={to("newsletter")}
      preventScrollReset
      className="newsletter-form"
      id={formId}
      // The spec's Czech messages come from the server, by the field, in both modes.
      noValidate
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <EnhancedField />
      <HoneypotField formId={formId} />
      <Field
        field={email}
        label={t("newsletter.email")}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t("newsletter.submitting") : t("newsletter.submit")}
      </button>
      <ErrorList errors={formErrors} />
    </fetcher.Form>
  );
}
