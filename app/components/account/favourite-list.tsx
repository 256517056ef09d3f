import { Form, Link } from "@remix-run/react";

import { BatchToCartForm } from "#app/components/account/batch-to-cart-form.tsx";
import { ProductCard } from "#app/components/product/product-card.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { Favourite, FavouritesPage } from "#bff/pages/wish-list.ts";
import "./favourites.css";

function RemoveForm({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="favourite-remove">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="itemId" value={favourite.itemId} />
      <button
        type="submit"
        className="button button-link"
        aria-label={t("favourites.removeLabel", { name: favourite.name })}
      >
        {t("favourites.removeButton")}
      </button>
    </Form>
  );
}

/**
 * The wished variants as product boxes (price, availability, "Do košíku" and the heart),
 * each with "Odebrat"; a product the catalogue no longer shows keeps its name and the
 * way to take it off.
 */
export function FavouriteList({ page }: { page: FavouritesPage }) {
  const { t } = useTranslation();
  const to = useHref();
  if (page.favourites.length === 0) {
    return (
      <section className="account-section">
        <p>{t("favourites.empty")}</p>
        <Link to={to("home")} className="button">
          {t("favourites.startShopping")}
        </Link>
      </section>
    );
  }
  return (
    <>
      {page.shoppingDisabledText ? (
        <p className="notice notice-warning">{page.shoppingDisabledText}</p>
      ) : (
        <BatchToCartForm
          intent="addAll"
          available={page.available}
          label={t("favourites.addAll")}
          hint={t("favourites.addAllHint", { count: page.available })}
          nothingAvailable={t("favourites.noneAvailable")}
        />
      )}
      <ul className="product-grid favourite-grid">
        {page.favourites.map((favourite) => (
          <li key={favourite.itemId} className="favourite">
            {favourite.card ? (
              <ProductCard
                product={favourite.card}
                shoppingDisabledText={page.shoppingDisabledText}
              />
            ) : (
              <article className="product-card favourite-gone">
                <h3>{favourite.name}</h3>
                <p className="stock sold-out">{t("favourites.noLongerSold")}</p>
              </article>
            )}
            <RemoveForm favourite={favourite} />
          </li>
        ))}
      </ul>
    </>
  );
}
