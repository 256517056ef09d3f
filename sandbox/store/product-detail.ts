import { loadProducts } from "#sandbox/catalog/products.ts";
import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { fromMinor } from "#sandbox/money.ts";

import { creditPrice } from "./credit-items.ts";
import { czkRate, fromCzk } from "./money-conversion.ts";
import { lowestPriceOf30Days, quantityTiers, unitPriceForAmount } from "./pricing.ts";
import { availabilityOf, variantLimits } from "./stock.ts";

/**
 * The store's product detail: the catalogue product with the store's own rules per
 * variant (purchase limits, quantity and recommended prices, N+1 offer, the lowest price of
 * the last 30 days) and its alternatives.
 */

interface RuleRow {
  variant_id: number;
  amount_min: number;
  amount_max: number | null;
  check_stock: number;
  n_plus_buy: number | null;
  n_plus_free: number | null;
  recommended_price_minor: number | null;
  price_minor: number;
  czk_price_minor: number;
}

const MAX_ALTERNATIVES = 4;

/** A product as the store answers it, named in `locale` (Czech without a translation). */
export function productDetail(db: Db, productId: number, currencyCode: string, locale?: string) {
  const [product] = loadProducts(db, [productId], currencyCode, locale);
  if (!product) throw httpError(404, MESSAGES.productNotFound);
  const rate = czkRate(db, currencyCode);
  const rules = new Map(
    (
      db
        .prepare(
          `SELECT v.id AS variant_id, coalesce(r.amount_min, 1) AS amount_min, r.amount_max,
             coalesce(r.check_stock, 1) AS check_stock,
             r.n_plus_buy, r.n_plus_free, r.recommended_price_minor,
             vp.price_minor, coalesce(czk.price_minor, 0) AS czk_price_minor
           FROM variants v
           JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency_code = ?
           LEFT JOIN variant_prices czk ON czk.variant_id = v.id AND czk.currency_code = 'CZK'
           LEFT JOIN variant_rules r ON r.variant_id = v.id
           WHERE v.product_id = ?`,
        )
        .all(currencyCode, productId) as Array<RuleRow>
    ).map((row) => [row.variant_id, row]),
  );
  const tiers = quantityTiers(db, [...rules.keys()]);

  const variants = product.variants.map((variant) => {
    const rule = rules.get(variant.id);
    if (!rule) return { ...variant, store: null };
    const list = rule.price_minor;
    const discounted = variant.prices.originalWithTax !== null;
    const availability = availabilityOf(variantLimits(db, variant.id));
    return {
      ...variant,
      // The store knows which warehouse ships and what is made to order; the catalogue
      // only sums the stock.
      availability: {
        ...variant.availability,
        isAvailable: availability.isAvailable,
        availabilityCode: availability.availabilityCode,
      },
      store: {
        amountMin: rule.amount_min,
        amountMax: rule.amount_max,
        checkStock: rule.check_stock === 1,
        delayDays: availability.delayDays,
        // Loyalty credits per unit when the variant may be taken for credits instead.
        creditsPrice: creditPrice(db, variant.id) ?? null,
        quantityPrices: (tiers.get(variant.id) ?? []).map((tier) => ({
          amountFrom: tier.amountFrom,
          unitWithTax: fromMinor(
            unitPriceForAmount(list, rule.czk_price_minor, [tier], tier.amountFrom),
          ),
        })),
        recommendedPriceWithTax:
          rule.recommended_price_minor === null
            ? null
            : fromMinor(fromCzk(rule.recommended_price_minor, rate)),
        nPlusOne:
          rule.n_plus_buy && rule.n_plus_free
            ? { buy: rule.n_plus_buy, free: rule.n_plus_free }
            : null,
        // The EU Omnibus rule: a discounted price shows the lowest of the last 30 days.
        lowestPrice30DaysWithTax: discounted
          ? fromMinor(lowestPriceOf30Days(db, variant.id, list, rule.czk_price_minor))
          : null,
      },
    };
  });

  const alternativeIds = db
    .prepare(
      "SELECT alternative_id FROM product_alternatives WHERE product_id = ? ORDER BY position LIMIT ?",
    )
    .pluck()
    .all(productId, MAX_ALTERNATIVES) as Array<number>;
  const alternatives = loadProducts(db, alternativeIds, currencyCode, locale).map(
    (alternative) => ({
      id: alternative.id,
      name: alternative.name,
      slug: alternative.slug,
      mainImage: alternative.mainImage,
      defaultVariantId: alternative.defaultVariantId,
      availability: alternative.availability,
    }),
  );
  return { ...product, variants, alternatives };
}
