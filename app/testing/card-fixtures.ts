import type { ProductCard } from "#bff/pages/product-card.ts";

/** A product box's data as the BFF answers it: one variant, added straight from the box. */
export const OIL: ProductCard = {
  id: 1001,
  name: "Masážní olej Vanilka 200 ml",
  slug: "masazni-olej-vanilka-200-ml",
  image: null,
  hoverImage: null,
  perex: null,
  stars: null,
  tags: [],
  price: 1234.5,
  priceWithoutTax: 1020.25,
  priceLayout: "short",
  originalPrice: null,
  discountPercent: null,
  lowestPrice30Days: null,
  recommendedPrice: null,
  freeDelivery: false,
  isAvailable: true,
  availabilityText: "Skladem",
  variantId: 10011,
  variants: [],
  addVariantId: 10011,
  amountMin: 2,
};
