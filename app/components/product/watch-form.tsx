import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import "./product-detail.css";

/**
 * "Hlídat dostupnost" for a sold-out variant: an e-mail, and the store mails once it can be
 * bought again. A plain form, so it works without JavaScript; the confirmation comes back
 * as a notification.
 */
export function WatchForm({
  variantId,
  variantName,
  email,
  lastResult,
}: {
  variantId: number;
  /** The variant's name, when it is not the one the page shows (another is in stock). */
  variantName?: string;
  /** A logged-in customer's address, filled in. */
  email?: string;
  lastResult?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `watch-${variantId}`,
    lastResult: useSubmissionResult(lastResult),
    defaultValue: { email: email ?? "" },
  });
  return (
    <section className="watch-availability" id="hlidat-dostupnost" aria-labelledby="hlidat-nadpis">
      <h2 id="hlidat-nadpis">{t("product.watch.title")}</h2>
      <p>
        {variantName
          ? t("product.watch.variantText", { name: variantName })
          : t("product.watch.text")}
      </p>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value="watch" />
        <input type="hidden" name="variantId" value={variantId} />
        <HoneypotField formId={form.id} />
        <Field
          field={fields.email}
          label={t("product.watch.email")}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
        />
        <button type="submit" className="button">
          {t("product.watch.submit")}
        </button>
        <ErrorList id={form.errorId} errors={form.errors} />
      </Form>
    </section>
  );
}
