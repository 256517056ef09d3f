import type { TrackedItem } from "#app/tracking/shop-events.ts";

/** What a kept box's island needs, found in the box's markup (see `ProductCard`). */
export type BoxParts = {
  article: HTMLElement;
  productId: number;
  /** The variant the box shows: its heart's and its measurement's. */
  variantId: number;
  name: string;
  item: TrackedItem;
  /** The link to the product's page around the picture and name. */
  link: HTMLAnchorElement | null;
  wish: HTMLFormElement | null;
  compare: HTMLFormElement | null;
  add: HTMLFormElement | null;
  /** The quantity "Do košíku" adds: the product's minimum, which its messages name. */
  addQuantity: number;
  /** "Vybrat variantu": the button that opens the variant-choice modal, and the product's page. */
  choose: { button: HTMLButtonElement; href: string } | null;
};

/**
 * "Vybrat variantu" is a link to the product's page without JavaScript and a button that
 * opens a modal with it, as `VariantChoice` renders it once hydrated: the link becomes one.
 */
function chooseButton(choose: Element | null): BoxParts["choose"] {
  // Taken before (an effect run twice): the button keeps the link's address.
  if (choose instanceof HTMLButtonElement) return { button: choose, href: choose.value };
  if (!(choose instanceof HTMLAnchorElement)) return null;
  const button = document.createElement("button");
  button.type = "button";
  button.className = choose.className;
  button.value = choose.pathname;
  button.append(...choose.childNodes);
  choose.replaceWith(button);
  return { button, href: choose.pathname };
}

/**
 * Reads a product box the server rendered, and makes its variant link the button it is
 * with JavaScript: its id ends its anchor (`produkt-1004`, maybe after a list's scope), the
 * variant and price are the article's data, the name its heading, and each form is known
 * by its class or the wish toggle around it.
 */
export function takeBox(article: HTMLElement): BoxParts {
  const productId = Number(/(\d+)$/.exec(article.id)?.[1] ?? 0);
  const variantId = Number(article.dataset.variant ?? 0);
  const name = article.querySelector("h3")?.textContent ?? "";
  const add = article.querySelector<HTMLFormElement>("form.box-add-to-cart");
  const quantity = add?.elements.namedItem("quantity");
  return {
    article,
    productId,
    variantId,
    name,
    item: {
      item_id: String(productId),
      item_name: name,
      item_variant: String(variantId),
      price: Number(article.dataset.price ?? 0),
    },
    link: article.querySelector<HTMLAnchorElement>("a.product-card-link"),
    wish: article.querySelector<HTMLFormElement>(".wish-toggle form"),
    compare: article.querySelector<HTMLFormElement>("form.compare-toggle"),
    add,
    addQuantity: quantity instanceof HTMLInputElement ? Number(quantity.value) : 1,
    choose: chooseButton(article.querySelector(".box-choose")),
  };
}
