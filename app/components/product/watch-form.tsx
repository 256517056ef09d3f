import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ErrorList } from "#app/components/forms/error-list.tsx";

/**
 * "Hlídat dostupnost" for a sold-out variant: an e-mail, and the store mails once it can be
 * bought again. A plain form, so it works without JavaScript; the confirmation comes back
 * as a notification.
 */
export function WatchForm({
  variantId,
  email,
  lastResult,
}: {
  variantId: number;
  /** A logged-in customer's address, filled in. */
  email?: string;
  lastResult?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `watch-${variantId}`,
    lastResult,
    defaultValue: { email: email ?? "" },
  });
  return (
    <section className="watch-availability" id="hlidat-dostupnost" aria-labelledby="hlidat-nadpis">
      <h2 id="hlidat-nadpis">{t("product.watch.title")}</h2>
      <p>{t("product.watch.text")}</p>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value="watch" />
        <input type="hidden" name="variantId" value={variantId} />
        <div className="field">
          <label htmlFor={fields.email.id}>{t("product.watch.email")}</label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="email"
          />
          <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
        </div>
        <button type="submit" className="button">
          {t("product.watch.submit")}
        </button>
        <ErrorList id={form.errorId} errors={form.errors} />
      </Form>
    </section>
  );
}
