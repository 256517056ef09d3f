import { Form, Link } from "@remix-run/react";

import { OrderDate } from "#app/components/account/order-date.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { Watch } from "#bff/store/watches.ts";
import "./favourites.css";

/**
 * The customer's back-in-stock watches (spec §7, availability watchers): each product with
 * the day it was asked for and a way to end it. A watch ends by itself with its mail.
 */
export function WatchList({ watches, email }: { watches: Array<Watch>; email: string | null }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <section className="account-section watch-list" aria-labelledby="watches-title">
      <h2 id="watches-title">{t("watches.title")}</h2>
      {watches.length === 0 ? (
        <p>{t("watches.empty")}</p>
      ) : (
        <>
          {email ? <p>{t("watches.intro", { email })}</p> : null}
          <ul>
            {watches.map((watch) => (
              <li key={watch.id}>
                <span className="watch-product">
                  <Link
                    to={`${to("product", { slug: watch.product.slug })}?variant_id=${watch.variantId}`}
                  >
                    {watch.product.name}
                  </Link>{" "}
                  <span className="watch-since">
                    {t("watches.since")} <OrderDate value={watch.createdAt} />
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="unwatch" />
                  <input type="hidden" name="watchId" value={watch.id} />
                  <button
                    type="submit"
                    className="button"
                    aria-label={t("watches.removeLabel", { name: watch.product.name })}
                  >
                    {t("watches.remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
