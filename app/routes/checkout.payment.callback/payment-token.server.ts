import * as z from "zod";

/** The order's token the payment gateway sends the shopper back with. */
export const PaymentTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
