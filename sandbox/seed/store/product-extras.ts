import type { Db } from "../../db/open.ts";

import { seededRandom } from "./random.ts";

/**
 * Store-only product data derived from whatever catalogue is seeded: purchase limits,
 * quantity and recommended prices, N+1 offers, price history, alternatives, reviews and
 * comments. Each row's randomness is seeded by its own id, so the result does not depend on
 * the catalogue's size or order.
 */

/** Products the journeys and tests price exactly; they keep plain prices and no limits. */
export const PLAIN_PRODUCT_IDS = new Set([1003, 1012]);

const REVIEW_TEXTS = [
  "Skvělá kvalita, doporučuji.",
  "Diskrétní balení a rychlé dodání.",
  "Odpovídá popisu, jsem spokojená.",
  "Trochu hlučnější, než jsem čekal, ale funguje dobře.",
  "Výborný poměr ceny a výkonu.",
  null,
  null,
];
const AUTHORS = ["Jana", "Petr", "Lucie", "Martin", "Eva", "Tomáš", "Kateřina", "Ondřej"];
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
  const rule = db.prepare(
    `INSERT INTO variant_rules (variant_id, amount_min, amount_max, check_stock, delay_days,
       n_plus_buy, n_plus_free, recommended_price_minor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const quantityPrice = db.prepare(
    "INSERT INTO variant_quantity_prices (variant_id, amount_from, price_minor) VALUES (?, ?, ?)",
  );
  const history = db.prepare(
    "INSERT INTO variant_price_history (variant_id, days_ago, price_minor) VALUES (?, ?, ?)",
  );

  for (const variant of variants) {
    const price = variant.price_minor;
    const original = variant.original_price_minor;
    if (original === null) {
      history.run(variant.id, 120, price);
    } else {
      // Full price until the sale, a short flash sale below today's price inside the
      // 30-day window, then today's price: the Omnibus minimum is the flash-sale price.
      history.run(variant.id, 90, original);
      history.run(variant.id, 21, roundToCrowns(price * 0.95));
      history.run(variant.id, 14, price);
    }
    if (PLAIN_PRODUCT_IDS.has(variant.product_id)) continue;

    const random = seededRandom(variant.id);
    const roll = random();
    const amountMin = roll < 0.04 ? 2 : 1;
    const amountMax = roll > 0.9 ? 3 : null;
    const madeToOrder = random() < 0.08;
    const nPlusOne = random() < 0.08;
    const recommended = random() < 0.3 ? roundToCrowns(Math.max(price, original ?? 0) * 1.2) : null;
    rule.run(
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
      quantityPrice.run(variant.id, 5, roundToCrowns(price * 0.95));
      quantityPrice.run(variant.id, 10, roundToCrowns(price * 0.9));
    }
  }

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
  const insert = db.prepare(
    "INSERT INTO product_alternatives (product_id, alternative_id, position) VALUES (?, ?, ?)",
  );
  for (const ids of byCategory.values()) {
    ids.forEach((id, index) => {
      const count = Math.min(ALTERNATIVES, ids.length - 1);
      for (let n = 1; n <= count; n += 1) {
        insert.run(id, ids[(index + n) % ids.length] ?? id, n);
      }
    });
  }
}

function seedReviewsAndComments(db: Db): void {
  const productIds = db
    .prepare("SELECT id FROM products ORDER BY id")
    .pluck()
    .all() as Array<number>;
  const review = db.prepare(
    `INSERT INTO product_reviews (product_id, author, rating, text, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const comment = db.prepare(
    `INSERT INTO product_comments (product_id, parent_id, author, text, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const productId of productIds) {
    const random = seededRandom(productId * 31);
    const count = Math.floor(random() * 8);
    for (let n = 0; n < count; n += 1) {
      const text = REVIEW_TEXTS[Math.floor(random() * REVIEW_TEXTS.length)] ?? null;
      review.run(
        productId,
        AUTHORS[Math.floor(random() * AUTHORS.length)] ?? "Zákazník",
        // Stars 3 to 5 stored 0–100, as the spec's review scale is.
        (3 + Math.floor(random() * 3)) * 20,
        text,
        REVIEWED_FROM + Math.floor(random() * 300) * DAY_MS,
      );
    }
    if (random() < 0.3) {
      const createdAt = REVIEWED_FROM + Math.floor(random() * 300) * DAY_MS;
      const { lastInsertRowid } = comment.run(
        productId,
        null,
        AUTHORS[Math.floor(random() * AUTHORS.length)] ?? "Zákazník",
        QUESTIONS[Math.floor(random() * QUESTIONS.length)] ?? "",
        createdAt,
      );
      comment.run(
        productId,
        Number(lastInsertRowid),
        "Zákaznická podpora",
        "Dobrý den, ano. V případě dalších dotazů nám napište na info@example.cz.",
        createdAt + DAY_MS,
      );
    }
  }
}

function roundToCrowns(minor: number): number {
  return Math.round(minor / 100) * 100;
}
