import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { NewsletterActionData, NewsletterReply } from "../../newsletter.server.ts";
import { useHref } from "../../utils/use-href.ts";
import { useHydrated } from "../../utils/use-hydrated.ts";
import { ErrorList } from "../forms/error-list.tsx";

/** The footer form's anchor: a post without JavaScript that was refused comes back to it. */
export const NEWSLETTER_ANCHOR = "newsletter";

/**
 * The footer's newsletter sign-up. Without JavaScript a plain post that comes back to this
 * page (a refusal with the messages by the field and the address kept); with it the same
 * form through a fetcher, cleared once subscribed. The notification comes from the server.
 */
export function NewsletterForm({ lastResult }: { lastResult: NewsletterReply | null }) {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter-footer" });
  const [form, fields] = useForm<{ email: string }>({
    id: "newsletter-footer",
    lastResult: fetcher.data?.result ?? lastResult,
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={to("newsletter")}
      preventScrollReset
      className="newsletter-form"
      {...getFormProps(form)}
    >
      <input type="hidden" name="source" value="footer" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="reply" value="inline" /> : null}
      <div className="field">
        <label htmlFor={fields.email.id}>{t("newsletter.email")}</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          required
          autoComplete="email"
        />
        <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t("newsletter.submitting") : t("newsletter.submit")}
      </button>
      <ErrorList id={form.errorId} errors={form.errors} />
    </fetcher.Form>
  );
}
