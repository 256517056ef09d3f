import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { cartPage } from "#bff/index.server.ts";

import { changeCartLine } from "../cart-actions.server.ts";
import { CartLine } from "../components/cart/cart-line.tsx";
import { ErrorPage } from "../components/layout/error-page.tsx";
import { Price } from "../components/product/price.tsx";
import { requestContext } from "../request-context.server.ts";
import { fromBff } from "../utils/bff-edge.server.ts";
import { useHref } from "../utils/use-href.ts";

export const meta: MetaFunction = () => [
  { title: "Košík | Amoris" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => cartPage({ ctx }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return changeCartLine(request, context);
}

export default function Cart() {
  const { t } = useTranslation();
  const cart = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const to = useHref();
  const failedItemId = actionData?.result.initialValue?.itemId;

  return (
    <div className="container cart">
      <h1>{t("cart.title")}</h1>
      {cart.items.length === 0 ? (
        <div className="cart-empty">
          <p>{t("cart.empty")}</p>
          <Link to={to("home")} className="button button-primary">
            {t("cart.continue")}
          </Link>
        </div>
      ) : (
        <>
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{t("cart.product")}</th>
                <th scope="col">{t("cart.unitPrice")}</th>
                <th scope="col">{t("cart.quantityLabel")}</th>
                <th scope="col">{t("cart.lineTotal")}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {cart.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  lastResult={failedItemId === item.id ? actionData?.result : undefined}
                />
              ))}
            </tbody>
          </table>
          <dl className="cart-totals">
            <div>
              <dt>{t("cart.totalWithoutVat")}</dt>
              <dd>
                <Price amount={cart.totalWithoutTax} />
              </dd>
            </div>
            <div className="cart-total">
              <dt>{t("cart.total")}</dt>
              <dd>
                <Price amount={cart.totalWithTax} />
              </dd>
            </div>
          </dl>
        </>
      )}
    </div>
  );
}

/** The store is down: say so on the cart page itself; the cart is kept by the store. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const to = useHref();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 503) return <ErrorPage status={status} />;
  return (
    <div className="container cart">
      <h1>{t("cart.title")}</h1>
      <p role="alert">{t("cart.unavailable")}</p>
      <Link to={to("home")} className="button">
        {t("cart.continue")}
      </Link>
    </div>
  );
}
