import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { Price } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { OrderSummary, SummaryFee } from "#bff/rules/order-summary.ts";
import "./checkout.css";

function Line({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Fee({ fee }: { fee: SummaryFee | null }) {
  const { t } = useTranslation();
  if (!fee) return <>{t("summary.notChosen")}</>;
  return fee.free ? <>{t("summary.free")}</> : <Price amount={fee.withTax} />;
}

/**
 * The lines of an order's price, the same on the cart, both checkout steps and the
 * finished page: goods, what comes off, gifts, shipping and payment, the total with and
 * without VAT. `fees` hides shipping and payment on the cart (chosen on the next step);
 * `changeable` puts the way back to them beside each on the last step.
 */
export function OrderTotals({
  summary,
  fees = "shown",
  changeable = false,
}: {
  summary: OrderSummary;
  fees?: "shown" | "hidden";
  changeable?: boolean;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const change = (label: string) =>
    changeable ? (
      <>
        {" "}
        <Link to={to("checkoutMethods")} className="order-totals-change">
          {label}
        </Link>
      </>
    ) : null;
  const { shipping, payment } = summary;
  return (
    <dl className="checkout-totals order-totals">
      <Line label={t("summary.items")}>
        <Price amount={summary.itemsWithTax} />
      </Line>
      {summary.discount ? (
        <Line
          className="order-totals-discount"
          label={
            summary.discount.couponCode
              ? t("summary.discountCoupon", { code: summary.discount.couponCode })
              : t("summary.discount")
          }
        >
          −<Price amount={summary.discount.withTax} />
        </Line>
      ) : null}
      {summary.creditsWithTax ? (
        <Line label={t("summary.credits")}>
          −<Price amount={summary.creditsWithTax} />
        </Line>
      ) : null}
      {summary.gifts.map((gift) => (
        <Line key={gift.id} label={t("summary.gift", { name: gift.name })}>
          {t("summary.free")}
        </Line>
      ))}
      {fees === "shown" ? (
        <>
          <Line
            label={
              <>
                {shipping?.name
                  ? t("summary.shippingNamed", { name: shipping.name })
                  : t("summary.shipping")}
                {change(t("summary.changeShipping"))}
              </>
            }
          >
            <Fee fee={shipping} />
          </Line>
          <Line
            label={
              <>
                {payment?.name
                  ? t("summary.paymentNamed", { name: payment.name })
                  : t("summary.payment")}
                {change(t("summary.changePayment"))}
              </>
            }
          >
            <Fee fee={payment} />
          </Line>
        </>
      ) : null}
      {summary.roundingWithTax ? (
        <Line label={t("summary.rounding")}>
          <Price amount={summary.roundingWithTax} />
        </Line>
      ) : null}
      {summary.totalWithoutTax !== null ? (
        <Line label={t("summary.totalWithoutVat")}>
          <Price amount={summary.totalWithoutTax} />
        </Line>
      ) : null}
      <Line className="checkout-total" label={t("summary.total")}>
        <Price amount={summary.totalWithTax} />
      </Line>
    </dl>
  );
}
