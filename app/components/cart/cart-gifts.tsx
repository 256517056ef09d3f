import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";

import type { CartActionData } from "#app/components/cart/cart-line.tsx";
import { usePriceFormatter } from "#app/components/product/price.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { CartPage } from "#bff/pages/cart-page.ts";
import "./cart.css";

/** Order gifts the cart qualifies for, the one chosen, and what the next one needs. */
export function CartGifts({
  gifts,
  lastResult,
}: {
  gifts: CartPage["gifts"];
  lastResult?: CartActionData["result"];
}) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  const fetcher = useFetcher<CartActionData>({ key: "cart-gift" });
  const [form, fields] = useForm<{ giftId: string }>({
    id: "cart-gift",
    lastResult: useSubmissionResult(fetcher.data?.result ?? lastResult, fetcher.state !== "idle"),
  });
  const pending = fetcher.formData?.get("giftId");
  const chosenId = typeof pending === "string" ? Number(pending) : gifts.chosenId;
  const chosen = gifts.choosable.find((gift) => gift.id === chosenId);
  if (gifts.choosable.length === 0 && !gifts.next) return null;

  return (
    <section className="cart-gifts" aria-labelledby="cart-gifts-title">
      <h2 id="cart-gifts-title">{t("cart.gifts.title")}</h2>
      {chosen ? <p>{t("cart.gifts.selected", { name: chosen.name })}</p> : null}
      {gifts.choosable.length > 0 ? (
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="gift" />
          <fieldset aria-describedby={fields.giftId.errorId}>
            <legend>{t("cart.gifts.legend")}</legend>
            {gifts.choosable.map((gift) => (
              <label key={gift.id} className="radio">
                <input
                  type="radio"
                  name={fields.giftId.name}
                  value={gift.id}
                  defaultChecked={gift.id === gifts.chosenId}
                  required
                />
                {gift.name}
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="button button-primary"
            disabled={fetcher.state !== "idle"}
          >
            {t("cart.gifts.choose")}
          </button>
          <ErrorList id={fields.giftId.errorId} errors={fields.giftId.errors} />
          <ErrorList id={form.errorId} errors={form.errors} />
        </fetcher.Form>
      ) : null}
      {gifts.next ? (
        <p className="cart-gift-next">
          {t("addToCart.nextGift", { price: format(gifts.next.remaining), name: gifts.next.name })}
        </p>
      ) : null}
    </section>
  );
}
