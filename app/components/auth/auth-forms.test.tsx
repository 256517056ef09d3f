import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form.tsx";
import { RegisterForm } from "#app/components/auth/register-form.tsx";
import { ResetPasswordForm } from "#app/components/auth/reset-password-form.tsx";
import { LoginForm } from "#app/routes/prihlasit/login-form.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

/** The text of the label for the input with this name. */
function labelOf(html: string, name: string): string | null {
  const id = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];
  if (!id) return null;
  return new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1] ?? null;
}

const render = (element: ReactNode) =>
  renderAsServer(element, { url: "http://localhost/registrovat" });

describe("sign-in forms", () => {
  test("registration: labelled fields, both consents and the button, posting to the page", async () => {
    const html = await render(<RegisterForm redirectTo="/kosik" />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(labelOf(html, "firstName")).toBe("Jméno");
    expect(labelOf(html, "lastName")).toBe("Příjmení");
    expect(labelOf(html, "email")).toBe("E-mail");
    expect(labelOf(html, "phone")).toBe("Telefon (nepovinné)");
    expect(labelOf(html, "password")).toBe("Heslo");
    expect(labelOf(html, "passwordConfirmation")).toBe("Heslo znovu");
    expect(labelOf(html, "newsletter")).toBe("Chci dostávat e-mailem novinky a slevy");
    expect(labelOf(html, "terms")).toBe(
      "Souhlasím s obchodními podmínkami a se zpracováním osobních údajů",
    );
    expect(html).toMatch(/<input required=""[^>]*name="terms"[^>]*type="checkbox"/);
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/kosik"/>');
    expect(html).toContain('href="/vse-o-nakupu/obchodni-podminky"');
    expect(html).toMatch(/<button type="submit"[^>]*>Zaregistrovat se<\/button>/);
  });

  test("a refused registration shows the spec's mismatch message by the confirmation", async () => {
    const html = await render(
      <RegisterForm
        redirectTo={null}
        lastResult={{
          status: "error",
          initialValue: { email: "jana@example.cz" },
          error: { passwordConfirmation: ["auth.register.passwordMismatch"] },
        }}
      />,
    );
    expect(html).toContain("Nepodařilo se vám heslo napsat 2× správně.");
    expect(html).toMatch(/name="passwordConfirmation"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/name="email"[^>]*value="jana@example.cz"/);
  });

  test("forgotten password and new password: their labels and buttons", async () => {
    const forgot = await render(<ForgotPasswordForm retryAfterMinutes={null} />);
    expect(labelOf(forgot, "email")).toBe("E-mail");
    expect(forgot).toMatch(/<button type="submit"[^>]*>Poslat odkaz<\/button>/);

    const reset = await render(<ResetPasswordForm token="t-1" email="jana@example.cz" />);
    expect(reset).toContain('<input type="hidden" name="token" value="t-1"/>');
    expect(reset).toContain('<input type="hidden" name="email" value="jana@example.cz"/>');
    expect(labelOf(reset, "password")).toBe("Nové heslo");
    expect(labelOf(reset, "passwordConfirmation")).toBe("Nové heslo znovu");
    expect(reset).toMatch(/<button type="submit"[^>]*>Uložit nové heslo<\/button>/);
  });

  test("the login form links to the forgotten password and to registration", async () => {
    const html = await render(<LoginForm redirectTo="/kosik" retryAfterMinutes={null} />);
    expect(html).toMatch(/<a [^>]*href="\/zapomenute-heslo">Zapomenuté heslo\?<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/registrovat\?redirectTo=%2Fkosik">Registrace<\/a>/);
  });
});
