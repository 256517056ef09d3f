// @vitest-environment jsdom
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";

import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form.tsx";
import { RegisterForm } from "#app/components/auth/register-form.tsx";
import { ResetPasswordForm } from "#app/components/auth/reset-password-form.tsx";
import { LoginForm } from "#app/routes/prihlasit/login-form.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

/** As the server sends it, before any JavaScript. */
const render = (element: ReactNode) =>
  renderAsServer(element, { url: "http://localhost/registrovat" });

/** The value a hidden field of the form carries. */
function hiddenValue(form: HTMLElement, name: string): string | null {
  const field = form.querySelector(`input[type="hidden"][name="${name}"]`);
  return field instanceof HTMLInputElement ? field.value : null;
}

describe("sign-in forms", () => {
  test("registration: labelled fields, both consents and the button, posting to the page", async () => {
    const page = await render(<RegisterForm redirectTo="/kosik" />);
    const button = page.getByRole("button", { name: "Zaregistrovat se" });
    const form = button.closest("form");
    if (!form) throw new Error("the button is not in a form");
    expect(form.getAttribute("method")).toBe("post");
    for (const [label, name] of [
      ["Jméno", "firstName"],
      ["Příjmení", "lastName"],
      ["E-mail", "email"],
      ["Telefon (nepovinné)", "phone"],
      ["Heslo", "password"],
      ["Heslo znovu", "passwordConfirmation"],
    ] as const) {
      expect(page.getByLabelText(label, { exact: true })).toHaveProperty("name", name);
    }
    expect(
      page.getByRole("checkbox", { name: "Chci dostávat e-mailem novinky a slevy" }),
    ).toHaveProperty("required", false);
    const terms = page.getByRole("checkbox", {
      name: "Souhlasím s obchodními podmínkami a se zpracováním osobních údajů",
    });
    expect(terms).toHaveProperty("required", true);
    expect(hiddenValue(form, "redirectTo")).toBe("/kosik");
    expect(page.getByRole("link", { name: "Obchodní podmínky" }).getAttribute("href")).toBe(
      "/vse-o-nakupu/obchodni-podminky",
    );
  });

  test("a refused registration shows the spec's mismatch message by the confirmation", async () => {
    const page = await render(
      <RegisterForm
        redirectTo={null}
        lastResult={{
          status: "error",
          initialValue: { email: "jana@example.cz" },
          error: { passwordConfirmation: ["auth.register.passwordMismatch"] },
        }}
      />,
    );
    const confirmation = page.getByLabelText("Heslo znovu");
    expect(confirmation.getAttribute("aria-invalid")).toBe("true");
    const described = confirmation.getAttribute("aria-describedby") ?? "";
    expect(described).not.toBe("");
    expect(page.getByText("Nepodařilo se vám heslo napsat 2× správně.").closest(`[id]`)?.id).toBe(
      described.split(" ").find((id) => id.length > 0),
    );
    expect(page.getByLabelText("E-mail")).toHaveProperty("value", "jana@example.cz");
  });

  test("forgotten password and new password: their labels and buttons", async () => {
    const forgot = await render(<ForgotPasswordForm retryAfterMinutes={null} />);
    expect(forgot.getByLabelText("E-mail")).toHaveProperty("name", "email");
    expect(forgot.getByRole("button", { name: "Poslat odkaz" })).toHaveProperty("type", "submit");

    const reset = await render(<ResetPasswordForm token="t-1" email="jana@example.cz" />);
    const form = reset.getByRole("button", { name: "Uložit nové heslo" }).closest("form");
    if (!form) throw new Error("the button is not in a form");
    expect(hiddenValue(form, "token")).toBe("t-1");
    expect(hiddenValue(form, "email")).toBe("jana@example.cz");
    expect(reset.getByLabelText("Nové heslo", { exact: true })).toHaveProperty("name", "password");
    expect(reset.getByLabelText("Nové heslo znovu")).toHaveProperty("name", "passwordConfirmation");
  });

  test("the login form links to the forgotten password and to registration", async () => {
    const page = await render(<LoginForm redirectTo="/kosik" retryAfterMinutes={null} />);
    expect(page.getByRole("link", { name: "Zapomenuté heslo?" }).getAttribute("href")).toBe(
      "/zapomenute-heslo",
    );
    expect(page.getByRole("link", { name: "Registrace" }).getAttribute("href")).toBe(
      "/registrovat?redirectTo=%2Fkosik",
    );
  });
});
