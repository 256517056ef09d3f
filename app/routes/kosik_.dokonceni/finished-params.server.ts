import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

/*
 * The finished page's inputs, in a server module so their schemas stay out of the page's
 * browser bundle.
 */

/** The store's order tokens and codes; anything else names no order and is not sent on. */
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
const CodeSchema = z.string().regex(/^[A-Za-z0-9-]{1,32}$/);

const PayAgainSchema = z.object({ intent: z.literal("payAgain"), token: TokenSchema });

export function orderKey(searchParams: URLSearchParams) {
  const token = TokenSchema.safeParse(searchParams.get("token"));
  if (token.success) return { token: token.data };
  const code = CodeSchema.safeParse(searchParams.get("code"));
  return code.success ? { code: code.data } : null;
}

export function payAgainSubmission(formData: FormData) {
  return parseWithZod(formData, { schema: PayAgainSchema });
}
