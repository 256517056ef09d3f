// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import { ProfileDetailsForm } from "#app/components/account/profile-details-form.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

const DETAILS = {
  firstName: "Jana",
  lastName: "Nováková",
  email: "jana.novakova@example.cz",
  phone: "+420 601 234 567",
  businessName: null,
  tin: null,
  vatin: null,
};

const render = (element: Parameters<typeof renderAsServer>[0]) =>
  renderAsServer(element, { url: "http://localhost/uzivatel/osobni-udaje" });

describe("the personal data form", () => {
  test("shows the e-mail without sending it, and the business fields without JavaScript", async () => {
    const page = await render(<ProfileDetailsForm details={DETAILS} />);
    const email = page.getByLabelText("E-mail");
    expect(email).toHaveProperty("readOnly", true);
    expect(email.getAttribute("name")).toBeNull();
    expect(page.getByText(/ho tady změnit nelze/)).toBeDefined();
    expect(page.getByLabelText("Jméno")).toHaveProperty("value", "Jana");
    expect(page.getByRole("checkbox", { name: "Nakupuji na firmu" })).toHaveProperty(
      "checked",
      false,
    );
    expect(page.getByLabelText("IČO")).toBeDefined();
    const form = page.getByRole("button", { name: "Uložit údaje" }).closest("form");
    expect(form?.noValidate).toBe(true);
    expect(form?.querySelectorAll("fieldset[hidden]")).toHaveLength(0);
  });

  test("Enter saves: the first submit button of the form is a save, not the ARES look-up", async () => {
    const page = await render(<ProfileDetailsForm details={DETAILS} />);
    const form = page.getByRole("button", { name: "Doplnit podle IČO" }).closest("form");
    const first = form?.querySelector('button[type="submit"]');
    expect(first?.getAttribute("value")).not.toBe("ares");
    expect(first?.getAttribute("tabindex")).toBe("-1");
  });

  test("a business customer's data open the section ticked", async () => {
    const page = await render(
      <ProfileDetailsForm
        details={{ ...DETAILS, businessName: "Alza.cz a.s.", tin: "27082440" }}
      />,
    );
    expect(page.getByRole("checkbox", { name: "Nakupuji na firmu" })).toHaveProperty(
      "checked",
      true,
    );
    expect(page.getByLabelText("Název firmy")).toHaveProperty("value", "Alza.cz a.s.");
  });

  test("a refused IČO is shown at its field with the input kept", async () => {
    const page = await render(
      <ProfileDetailsForm
        details={DETAILS}
        result={{
          status: "error",
          initialValue: { firstName: "Jana", lastName: "Nováková", tin: "27074357" },
          error: { tin: ["accountDetails.errors.tin"] },
        }}
      />,
    );
    const tin = page.getByLabelText("IČO");
    expect(tin).toHaveProperty("value", "27074357");
    expect(tin.getAttribute("aria-invalid")).toBe("true");
    expect(page.getByText("Nesprávný formát IČ")).toBeDefined();
  });

  test("without the store the form comes back as sent, without the e-mail", async () => {
    const page = await render(
      <ProfileDetailsForm
        details={null}
        result={{
          status: "error",
          initialValue: { firstName: "Janka", lastName: "Nováková" },
          error: { "": ["accountDetails.errors.unavailable"] },
        }}
      />,
    );
    expect(page.getByLabelText("Jméno")).toHaveProperty("value", "Janka");
    expect(page.queryByLabelText("E-mail")).toBeNull();
    expect(page.getByRole("alert").textContent).toMatch(/obchod neodpovídá/);
  });
});
