import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";

import type { CartActionData } from "#app/components/cart/cart-line.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { CartPage } from "#bff/pages/cart-page.ts";
import "./cart.css";

/**
 * The coupon: a field to apply one, or the applied code with a remove button. The store's
 * refusal ("Platnost kupónu vypršela") stays at the field with the typed code.
 */
export function CartCouponForm({
  coupon,
  lastResult,
}: {
  coupon: CartPage["coupon"];
  lastResult?: CartActionData["result"];
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionData>({ key: "cart-coupon" });
  const [form, fields] = useForm<{ couponCode: string }>({
    id: "cart-coupon",
    // Checked on submit only: without a client-side check, Conform would ask the server on
    // every blur, and that request would swallow the click on "Uplatnit kupón".
    lastResult: useSubmissionResult(fetcher.data?.result ?? lastResult, fetcher.state !== "idle"),
  });

  if (coupon) {
    return (
      <section className="cart-coupon" aria-labelledby="cart-coupon-title">
        <h2 id="cart-coupon-title">{t("cart.coupon.title")}</h2>
        <p>{t("cart.coupon.active", { code: coupon.code })}</p>
        {coupon.problem ? (
          <p className="cart-warning">{t("cart.coupon.problem", { problem: coupon.problem })}</p>
        ) : null}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="removeCoupon" />
          <button type="submit" className="button button-link">
            {t("cart.coupon.remove")}
          </button>
        </fetcher.Form>
      </section>
    );
  }
  return (
    <section className="cart-coupon" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">{t("cart.coupon.title")}</h2>
      <fetcher.Form method="post" className="inline-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="coupon" />
        <Field
          inline
          field={fields.couponCode}
          label={t("cart.coupon.label")}
          autoComplete="off"
          maxLength={64}
        >
          <button
            type="submit"
            className="button button-primary"
            disabled={fetcher.state !== "idle"}
          >
            {t("cart.coupon.apply")}
          </button>
        </Field>
        <ErrorList id={form.errorId} errors={form.errors} />
      </fetcher.Form>
    </section>
  );
}
