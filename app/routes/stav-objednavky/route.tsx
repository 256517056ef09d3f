import { getFormProps, useForm } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  ORDER_CODE_MAX_LENGTH,
  ORDER_STATUS_CONSTRAINT,
} from "#app/routes/stav-objednavky/order-status-fields.ts";
import { OrderStatusResult } from "#app/routes/stav-objednavky/order-status-result.tsx";
import type { OrderStatusLookupInput } from "#app/routes/stav-objednavky/order-status-schema.server.ts";
import { orderStatusLookup } from "#app/routes/stav-objednavky/order-status.server.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { passHeaders } from "#app/utils/route-headers.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import "./order-status.css";

export const meta = unlistedPageMeta;

export const headers = passHeaders("Cache-Control");

export const handle: TitleHandle = { titleKey: "orderStatus.title" };

/** The order status page (spec: "order status by code"); `?kod=…&email=…` looks it up. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return orderStatusLookup(request, context);
}

/**
 * A GET form, so a look-up is a URL: it works without JavaScript and a link (the finished
 * page's, a mail's) opens it filled in. The loader validates, with or without JavaScript.
 */
export default function OrderStatus() {
  const { t } = useTranslation();
  const { result, order } = useLoaderData<typeof loader>();
  const pending = useIsPending();
  const [form, fields] = useForm<OrderStatusLookupInput>({
    id: "order-status",
    lastResult: useSubmissionResult(result),
    constraint: ORDER_STATUS_CONSTRAINT,
  });
  return (
    <div className="container order-status-page">
      <h1>{t("orderStatus.title")}</h1>
      <p>{t("orderStatus.intro")}</p>
      <Form method="get" className="order-status-form" {...getFormProps(form)} noValidate>
        <Field
          field={fields.kod}
          label={t("orderStatus.code")}
          autoComplete="off"
          maxLength={ORDER_CODE_MAX_LENGTH}
        />
        <Field
          field={fields.email}
          type="email"
          label={t("orderStatus.email")}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
        />
        <div role="alert" className="order-status-errors">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? t("orderStatus.submitting") : t("orderStatus.submit")}
        </button>
      </Form>
      {order ? <OrderStatusResult order={order} /> : null}
    </div>
  );
}
