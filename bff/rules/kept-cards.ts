import type { ProductCard } from "#bff/pages/product-card.ts";

/**
 * A product box as a document's loader data carries it (decision 068): the browser keeps
 * the box's markup from the document and never renders it from data, so only what the
 * page around it reads travels: its id, its tags' colours and whether it has a picture.
 */
export type KeptCard = {
  kept: true;
  id: number;
  /** Its tags' colour codes, for the page's stylesheet of colours; absent when none. */
  colours?: Array<string>;
  /** Present when the box shows a picture (the page's first may be its largest paint). */
  pictured?: true;
};

/** A box in a page's data: the whole card, or on a document request a kept one. */
export type BoxCard = ProductCard | KeptCard;

/**
 * The whole cards behind the kept ones, for the server's render of the same request. The
 * kept objects are those of the loader's answer, which the server renders without copying
 * them; in the browser they come from the page's data and are never found here.
 */
const wholeCards = new WeakMap<KeptCard, ProductCard>();

/** The box a document's data carries for `card`, whose render stays on the server. */
export function keptCard(card: ProductCard): KeptCard {
  const colours = card.tags.flatMap((tag) => (tag.colour ? [tag.colour] : []));
  const kept: KeptCard = {
    kept: true,
    id: card.id,
    ...(colours.length > 0 ? { colours } : {}),
    ...(card.image ? { pictured: true as const } : {}),
  };
  wholeCards.set(kept, card);
  return kept;
}

/**
 * The cards to render, or null where the browser keeps the boxes as the document sent them:
 * one kept box without its card makes the whole list kept.
 */
export function cardsToRender(boxes: ReadonlyArray<BoxCard>): Array<ProductCard> | null {
  const cards: Array<ProductCard> = [];
  for (const box of boxes) {
    const card = "kept" in box ? wholeCards.get(box) : box;
    if (!card) return null;
    cards.push(card);
  }
  return cards;
}

/**
 * Whether a page's data carries the list kept: the same answer on the server, which renders
 * the boxes from their cards, and in the browser, which keeps the server's markup.
 */
export function isKeptList(boxes: ReadonlyArray<BoxCard>): boolean {
  return boxes.some((box) => "kept" in box);
}

/** The colour codes a box's tags use. */
export function boxColours(box: BoxCard): Array<string | null> {
  return "kept" in box ? (box.colours ?? []) : box.tags.map((tag) => tag.colour);
}

/** Whether a box shows a picture. */
export function boxPictured(box: BoxCard): boolean {
  return "kept" in box ? box.pictured === true : box.image !== null;
}

/** A page's view model `T` whose list of boxes under `K` a document carries kept. */
export type WithKeptBoxes<T, K extends keyof T> = Omit<T, K> & Record<K, Array<BoxCard>>;

/** A content block whose boxes a document may carry kept (the blocks with `products`). */
export type KeptIn<B> = B extends { products: Array<ProductCard> }
  ? WithKeptBoxes<B, "products">
  : B;
