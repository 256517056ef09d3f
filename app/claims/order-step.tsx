import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";

import { formatClaimDay } from "#app/claims/claim-day.ts";
import {
  CUSTOMER_ORDER_CONSTRAINT,
  GUEST_ORDER_CONSTRAINT,
  ORDER_CODE_MAX_LENGTH,
} from "#app/claims/claim-fields.ts";
import type { ClaimPageData } from "#app/claims/claim-page.server.ts";
import type { GuestOrderFormInput } from "#app/claims/claim-schema.server.ts";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { Trans, useTranslation } from "#app/i18n/use-translation.tsx";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";

/**
 * Step 1, a GET form so the chosen order is in the URL: a customer's delivered orders as
 * radios (newest first), or a guest's order code and e-mail with the message beside them.
 */
export function OrderStep({ page, here }: { page: ClaimPageData; here: string }) {
  if (page.customer) return <CustomerOrders page={page} here={here} />;
  return <GuestOrder page={page} here={here} />;
}

function CustomerOrders({ page, here }: { page: ClaimPageData; here: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = useForm<{ objednavka: string }>({
    id: "claim-order",
    lastResult: useSubmissionResult(page.lookup),
    constraint: CUSTOMER_ORDER_CONSTRAINT,
  });
  const field = fields.objednavka;
  const orders = page.orders ?? [];
  if (orders.length === 0) return <p>{t("claims.noOrders")}</p>;
  const chosen = page.order?.code ?? orders[0]?.code;
  return (
    <Form method="get" action={here} className="claim-step" {...getFormProps(form)} noValidate>
      <fieldset
        className="claim-orders"
        aria-describedby={field.errors ? field.errorId : undefined}
      >
        <legend>{t("claims.chooseOrder")}</legend>
        {orders.map((order) => (
          <label key={order.code} className="claim-order-option">
            <input
              type="radio"
              name={field.name}
              value={order.code}
              defaultChecked={order.code === chosen}
            />
            {t("claims.orderOption", {
              code: order.code,
              date: formatClaimDay(locale, order.createdOn),
            })}
          </label>
        ))}
        <ErrorList id={field.errorId} errors={field.errors} role="alert" />
      </fieldset>
      <button type="submit" className="button button-primary">
        {t("claims.continue")}
      </button>
    </Form>
  );
}

function GuestOrder({ page, here }: { page: ClaimPageData; here: string }) {
  const { t } = useTranslation();
  const to = useHref();
  const [form, fields] = useForm<GuestOrderFormInput>({
    id: "claim-order",
    lastResult: useSubmissionResult(page.lookup),
    constraint: GUEST_ORDER_CONSTRAINT,
  });
  return (
    <Form method="get" action={here} className="claim-step" {...getFormProps(form)} noValidate>
      <p>{t("claims.guestHelp")}</p>
      <div className="claim-guest-fields">
        <Field
          field={fields.objednavka}
          label={t("claims.orderCode")}
          autoComplete="off"
          maxLength={ORDER_CODE_MAX_LENGTH}
        />
        <Field
          field={fields.email}
          type="email"
          label={t("claims.email")}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
        />
      </div>
      <div className="claim-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      </div>
      <button type="submit" className="button button-primary">
        {t("claims.continue")}
      </button>
      <p className="claim-login">
        <Trans
          i18nKey="claims.logInHint"
          components={[
            <Link key="login" to={`${to("login")}?redirectTo=${encodeURIComponent(here)}`} />,
          ]}
        />
      </p>
    </Form>
  );
}
