import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";

import type { CartActionData } from "#app/components/cart/cart-line.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import "./cart.css";

/** Loyalty credits: the balance, how many to use on this cart, and a way back to none. */
export function CartCreditsForm({
  credits,
  lastResult,
}: {
  credits: { balance: number; used: number };
  lastResult?: CartActionData["result"];
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionData>({ key: "cart-credits" });
  const [form, fields] = useForm<{ credits: string }>({
    id: "cart-credits",
    lastResult: useSubmissionResult(fetcher.data?.result ?? lastResult, fetcher.state !== "idle"),
    defaultValue: { credits: String(credits.used > 0 ? credits.used : credits.balance) },
  });

  return (
    <section className="cart-credits" aria-labelledby="cart-credits-title">
      <h2 id="cart-credits-title">{t("cart.credits.title")}</h2>
      <p>{t("cart.credits.balance", { balance: credits.balance })}</p>
      {credits.used > 0 ? <p>{t("cart.credits.used", { used: credits.used })}</p> : null}
      {credits.balance > 0 ? (
        <fetcher.Form method="post" className="inline-form" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="credits" />
          <Field
            inline
            field={fields.credits}
            label={t("cart.credits.label")}
            type="number"
            autoComplete="off"
            min={0}
            max={credits.balance}
            step={1}
            inputMode="numeric"
          >
            <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
              {t("cart.credits.apply")}
            </button>
          </Field>
          <ErrorList id={form.errorId} errors={form.errors} />
        </fetcher.Form>
      ) : null}
      {credits.used > 0 ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="credits" />
          <input type="hidden" name="credits" value="0" />
          <button type="submit" className="button button-link">
            {t("cart.credits.remove")}
          </button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
