import type { RequestContext } from "../context.ts";
import { getCart } from "../store/cart.ts";

export type CartPageItem = {
  id: string;
  name: string;
  variantName: string | null;
  slug: string | null;
  variantId: number;
  amount: number;
  unit: string;
  unitPrice: number;
  totalPrice: number;
};

export type CartPage = {
  items: Array<CartPageItem>;
  totalWithTax: number;
  totalWithoutTax: number;
  tokenExpired: boolean;
};

/** The cart page. Dependency depth 1: the store cart. */
export async function cartPage({ ctx }: { ctx: RequestContext }): Promise<CartPage> {
  const { cart, tokenExpired } = await getCart({ ctx });
  return {
    items: (cart?.items ?? []).map((item) => ({
      id: item.id,
      name: item.product?.name ?? item.variant?.fullname ?? item.variant?.name ?? "",
      variantName:
        item.variant && item.product && item.variant.name !== item.product.name
          ? item.variant.name
          : null,
      slug: item.product?.slug ?? null,
      variantId: item.variantId,
      amount: item.amount,
      unit: item.product?.unit ?? "ks",
      unitPrice: item.prices.unitWithTax,
      totalPrice: item.prices.totalWithTax,
    })),
    totalWithTax: cart?.prices.totalWithTax ?? 0,
    totalWithoutTax: cart?.prices.totalWithoutTax ?? 0,
    tokenExpired,
  };
}
