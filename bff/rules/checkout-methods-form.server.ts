import * as z from "zod";

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * The forms of the shipping-and-payment step: each posts one intent. Messages are
 * translation keys; the choice's validity against the store is checked by the action.
 */
export const CheckoutMethodsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("shipper"), shipperId: id("checkout.methods.shipperRequired") }),
  z.object({ intent: z.literal("payment"), paymentId: id("checkout.methods.paymentRequired") }),
  z.object({ intent: z.literal("branch"), branchId: id("checkout.methods.branchRequired") }),
  z.object({
    intent: z.literal("deliveryTime"),
    deliveryTimeId: z
      .string({ error: "checkout.methods.deliveryTimeRequired" })
      .trim()
      .min(1, "checkout.methods.deliveryTimeRequired")
      .max(64, "checkout.methods.deliveryTimeRequired"),
  }),
]);
export type CheckoutMethodsChange = z.infer<typeof CheckoutMethodsFormSchema>;
