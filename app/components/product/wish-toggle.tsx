import { useFetcher, useLocation } from "@remix-run/react";

import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import { shownWished, WISH_INTENT, type WishAnswer } from "#app/wish-list/wish-form.ts";
import "./wish-toggle.css";

/**
 * The heart of a product box or page (spec §4, wish-list toggle): a form that asks for the
 * state the shopper wants. Without JavaScript it posts and comes back to `anchor`; with it
 * the heart changes at once and falls back when the store refuses (the root's list, read
 * again after the action, is the truth). A guest is asked to log in first, and the login
 * completes the wish.
 */
export function WishToggle({
  variantId,
  productName,
  anchor,
  withText = false,
  className,
}: {
  variantId: number;
  productName: string;
  /** The element to come back to after a reload (a box's id); none for the product page. */
  anchor?: string;
  /** The action in words beside the heart (the product page); a box shows the heart alone. */
  withText?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const root = useRootData();
  const fetcher = useFetcher<WishAnswer>({ key: `wish-${variantId}` });
  if (!root?.features.includes("wishList") || !root.features.includes("favourites")) return null;
  const wished = shownWished(root.wishedVariantIds?.includes(variantId) ?? false, fetcher.formData);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const returnTo = `${location.pathname}${location.search}`;
  const label = wished ? t("wishList.remove") : t("wishList.add");
  return (
    <div className={className ? `wish-toggle ${className}` : "wish-toggle"}>
      <fetcher.Form method="post" action={to("accountFavourites")} preventScrollReset>
        <input type="hidden" name="variantId" value={variantId} />
        <input type="hidden" name="wished" value={wished ? "0" : "1"} />
        <input type="hidden" name="returnTo" value={anchor ? `${returnTo}#${anchor}` : returnTo} />
        <EnhancedField />
        {withText ? (
          <button
            type="submit"
            name="intent"
            value={WISH_INTENT}
            className={wished ? "wish-button with-text is-wished" : "wish-button with-text"}
          >
            {label}
          </button>
        ) : (
          // One name for both states, which aria-pressed tells apart.
          <button
            type="submit"
            name="intent"
            value={WISH_INTENT}
            className={wished ? "wish-button is-wished" : "wish-button"}
            aria-pressed={wished}
            title={label}
          >
            <span className="visually-hidden">{`${t("wishList.toggleLabel")}: ${productName}`}</span>
          </button>
        )}
      </fetcher.Form>
      {answer?.kind === "login" ? (
        <p className="wish-login" role="status">
          {t("wishList.loginFirst")} <a href={answer.loginHref}>{t("wishList.loginLink")}</a>
        </p>
      ) : null}
    </div>
  );
}
