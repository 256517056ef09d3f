import { z } from "zod";

/** The login form: e-mail and password; where to go afterwards rides along. */
export const LoginSchema = z.object({
  email: z
    .string({ error: "auth.login.emailRequired" })
    .trim()
    .min(1, "auth.login.emailRequired")
    .max(254, "auth.login.emailInvalid")
    .pipe(z.email("auth.login.emailInvalid")),
  password: z
    .string({ error: "auth.login.passwordRequired" })
    .min(1, "auth.login.passwordRequired")
    .max(1024, "auth.login.passwordTooLong"),
  redirectTo: z.string().optional(),
});
