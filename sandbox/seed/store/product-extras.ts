import { refreshRatings } from "#sandbox/catalog/review-rating.ts";
import type { Db } from "#sandbox/db/open.ts";

import { batchInsert } from "./batch-insert.ts";
import { seededRandom } from "./random.ts";

/**
 * Store-only product data derived from whatever catalogue is seeded: purchase limits,
 * quantity and recommended prices, N+1 offers, price history, alternatives, reviews and
 * comments. Each row's randomness is seeded by its own id, so the result does not depend on
 * the catalogue's size or order.
 */

/** Products the journeys and tests price exactly; they keep plain prices and no limits. */
export const PLAIN_PRODUCT_IDS = new Set([1003, 1012]);

type ReviewLanguage = "cs" | "sk" | "de";

/**
 * What reviewers wrote, in the language of the shop they wrote from. The same place in each
 * list is the same remark, so a review's stars, date and length do not depend on its
 * language.
 */
const REVIEW_TEXTS: Record<ReviewLanguage, Array<string | null>> = {
  cs: [
    "Skvělá kvalita, doporučuji.",
    "Diskrétní balení a rychlé dodání.",
    "Odpovídá popisu, jsem spokojená.",
    "Trochu hlučnější, než jsem čekal, ale funguje dobře.",
    "Výborný poměr ceny a výkonu.",
    null,
    null,
  ],
  sk: [
    "Skvelá kvalita, odporúčam.",
    "Diskrétne balenie a rýchle doručenie.",
    "Zodpovedá popisu, som spokojná.",
    "Trochu hlučnejší, než som čakal, ale funguje dobre.",
    "Výborný pomer ceny a výkonu.",
    null,
    null,
  ],
  de: [
    "Tolle Qualität, klare Empfehlung.",
    "Diskret verpackt und schnell geliefert.",
    "Wie beschrieben, ich bin zufrieden.",
    "Etwas lauter als gedacht, funktioniert aber gut.",
    "Sehr gutes Preis-Leistungs-Verhältnis.",
    null,
    null,
  ],
};
const REVIEWERS: Record<ReviewLanguage, Array<string>> = {
  cs: ["Jana", "Petr", "Lucie", "Martin", "Eva", "Tomáš", "Kateřina", "Ondřej"],
  sk: ["Zuzana", "Peter", "Lucia", "Martin", "Eva", "Tomáš", "Katarína", "Ondrej"],
  de: ["Anna", "Peter", "Lena", "Martin", "Eva", "Thomas", "Katharina", "Jonas"],
};
/**
 * Most reviews come from the Czech shop, one in five from the Slovak and one in five from
 * the German one: by the review's place, so the seeded randomness stays as it was.
 */
const REVIEW_LANGUAGES: Array<ReviewLanguage> = ["cs", "cs", "sk", "cs", "de"];
const QUESTIONS = [
  "Je výrobek vhodný pro začátečníky?",
  "Dá se použít s lubrikačním gelem na vodní bázi?",
  "Jak dlouho vydrží baterie?",
];
const REVIEWED_FROM = Date.UTC(2025, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

interface VariantRow {
  id: number;
  product_id: number;
  price_minor: number;
  original_price_minor: number | null;
}

export function seedProductExtras(db: Db): void {
  const variants = db
    .prepare(
      `SELECT v.id, v.product_id, vp.price_minor, vp.original_price_minor
       FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency_code = 'CZK'
       ORDER BY v.id`,
    )
    .all() as Array<VariantRow>;
  const rules = batchInsert(db, "variant_rules", [
    "variant_id",
    "amount_min",
    "amount_max",
    "check_stock",
    "delay_days",
    "n_plus_buy",
    "n_plus_free",
    "recommended_price_minor",
  ]);
  const quantityPrices = batchInsert(db, "variant_quantity_prices", [
    "variant_id",
    "amount_from",
    "price_minor",
  ]);
  const history = batchInsert(db, "variant_price_history", [
    "variant_id",
    "days_ago",
    "price_minor",
  ]);

  for (const variant of variants) {
    const price = variant.price_minor;
    const original = variant.original_price_minor;
    if (original === null) {
      history.add(variant.id, 120, price);
    } else {
      // Full price until the sale, a short flash sale below today's price inside the
      // 30-day window, then today's price: the Omnibus minimum is the flash-sale price.
      history.add(variant.id, 90, original);
      history.add(variant.id, 21, roundToCrowns(price * 0.95));
      history.add(variant.id, 14, price);
    }
    if (PLAIN_PRODUCT_IDS.has(variant.product_id)) continue;

    const random = seededRandom(variant.id);
    const roll = random();
    const amountMin = roll < 0.04 ? 2 : 1;
    const amountMax = roll > 0.9 ? 3 : null;
    const madeToOrder = random() < 0.08;
    const nPlusOne = random() < 0.08;
    const recommended = random() < 0.3 ? roundToCrowns(Math.max(price, original ?? 0) * 1.2) : null;
    rules.add(
      variant.id,
      amountMin,
      amountMax,
      madeToOrder ? 0 : 1,
      madeToOrder ? 3 + Math.floor(random() * 8) : 0,
      nPlusOne ? 2 : null,
      nPlusOne ? 1 : null,
      recommended,
    );
    if (random() < 0.15) {
      quantityPrices.add(variant.id, 5, roundToCrowns(price * 0.95));
      quantityPrices.add(variant.id, 10, roundToCrowns(price * 0.9));
    }
  }
  for (const batch of [rules, quantityPrices, history]) batch.flush();

  seedAlternatives(db);
  seedReviewsAndComments(db);
}

const ALTERNATIVES = 4;

/** The next few products of the same category, wrapping round, are the alternatives. */
function seedAlternatives(db: Db): void {
  const rows = db.prepare("SELECT id, category_id FROM products ORDER BY id").all() as Array<{
    id: number;
    category_id: number;
  }>;
  const byCategory = new Map<number, Array<number>>();
  for (const row of rows) {
    const ids = byCategory.get(row.category_id) ?? [];
    ids.push(row.id);
    byCategory.set(row.category_id, ids);
  }
  const alternatives = batchInsert(db, "product_alternatives", [
    "product_id",
    "alternative_id",
    "position",
  ]);
  for (const ids of byCategory.values()) {
    ids.forEach((id, index) => {
      const count = Math.min(ALTERNATIVES, ids.length - 1);
      for (let n = 1; n <= count; n += 1) {
        alternatives.add(id, ids[(index + n) % ids.length] ?? id, n);
      }
    });
  }
  alternatives.flush();
}

function seedReviewsAndComments(db: Db): void {
  const productIds = db
    .prepare("SELECT id FROM products ORDER BY id")
    .pluck()
    .all() as Array<number>;
  const reviews = batchInsert(db, "product_reviews", [
    "product_id",
    "author",
    "rating",
    "text",
    "locale",
    "created_at",
  ]);
  const comments = batchInsert(db, "product_comments", [
    "id",
    "product_id",
    "parent_id",
    "author",
    "text",
    "created_at",
  ]);
  // Comment ids are counted here, as a batch cannot tell a question its row id.
  let commentId = 0;
  for (const productId of productIds) {
    const random = seededRandom(productId * 31);
    const count = Math.floor(random() * 8);
    for (let n = 0; n < count; n += 1) {
      const language = REVIEW_LANGUAGES[(productId + n) % REVIEW_LANGUAGES.length] ?? "cs";
      const texts = REVIEW_TEXTS[language];
      const text = texts[Math.floor(random() * texts.length)] ?? null;
      const reviewers = REVIEWERS[language];
      reviews.add(
        productId,
        reviewers[Math.floor(random() * reviewers.length)] ?? "Zákazník",
        // Stars 3 to 5 stored 0–100, as the spec's review scale is.
        (3 + Math.floor(random() * 3)) * 20,
        text,
        language,
        REVIEWED_FROM + Math.floor(random() * 300) * DAY_MS,
      );
    }
    if (random() < 0.3) {
      const createdAt = REVIEWED_FROM + Math.floor(random() * 300) * DAY_MS;
      const questionId = (commentId += 1);
      comments.add(
        questionId,
        productId,
        null,
        REVIEWERS.cs[Math.floor(random() * REVIEWERS.cs.length)] ?? "Zákazník",
        QUESTIONS[Math.floor(random() * QUESTIONS.length)] ?? "",
        createdAt,
      );
      comments.add(
        (commentId += 1),
        productId,
        questionId,
        "Zákaznická podpora",
        "Dobrý den, ano. V případě dalších dotazů nám napište na info@example.cz.",
        createdAt + DAY_MS,
      );
    }
  }
  reviews.flush();
  comments.flush();
  refreshRatings(db);
}

function roundToCrowns(minor: number): number {
  return Math.round(minor / 100) * 100;
}
