import { loginCookies, revokeToken, tokenUser } from "#app/account/auth.server.ts";
import { isBffError, log, login, type RequestContext } from "#bff/index.server.ts";

/**
 * Logs a guest in with the account they opened with their order: the store's login, then
 * the user and the restricted groups checked as at any login. Answers the login's cookies
 * (token, variant and groups; the guest cart token gone), or null when the login could not
 * be completed: the order stands either way, and the shopper is told to log in. Nothing
 * is merged, the guest cart being the order now.
 */
export async function signInAfterOrder(
  ctx: RequestContext,
  { email, password }: { email: string; password: string },
): Promise<Array<string> | null> {
  let token: string;
  try {
    token = await login({ ctx, email, password });
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("login after an order with registration failed", {
      requestId: ctx.requestId,
      error: String(error),
    });
    return null;
  }
  const customer: RequestContext = {
    ...ctx,
    authToken: token,
    cartToken: null,
    userVariant: null,
    userGroups: [],
  };
  try {
    const { user, restricted } = await tokenUser(customer);
    if (restricted) {
      await revokeToken(customer);
      return null;
    }
    log.info("registered with an order", { requestId: ctx.requestId, userId: user.id });
    return await loginCookies(token, user);
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("user after an order with registration unavailable", {
      requestId: ctx.requestId,
      error: String(error),
    });
    await revokeToken(customer);
    return null;
  }
}
