// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, test } from "vitest";

import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { SelectField } from "#app/forms/select-field.tsx";
import { TextareaField } from "#app/forms/textarea-field.tsx";
import { TranslationsProvider } from "#app/i18n/use-translation.tsx";
import { textsOf } from "#app/testing/texts.ts";

afterEach(cleanup);

async function renderWithTexts(element: ReactNode) {
  return render(<TranslationsProvider value={textsOf("cs")}>{element}</TranslationsProvider>);
}

function field(overrides: Partial<FormField> = {}): FormField {
  return { id: "f-postcode", name: "postcode", errorId: "f-postcode-error", ...overrides };
}

describe("Field", () => {
  test("a valid field: labelled, its value, no aria-invalid, the hint read with it", async () => {
    await renderWithTexts(
      <Field
        field={field({ initialValue: "602 00", required: true, maxLength: 12 })}
        label="PSČ"
        hint="Pět číslic"
        autoComplete="shipping postal-code"
      />,
    );
    const input = screen.getByLabelText("PSČ");
    expect(input.closest(".field")).not.toBeNull();
    expect(input).toHaveProperty("value", "602 00");
    expect(input.getAttribute("autocomplete")).toBe("shipping postal-code");
    expect(input.hasAttribute("required")).toBe(true);
    expect(input.getAttribute("maxlength")).toBe("12");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("f-postcode-hint");
    expect(document.getElementById("f-postcode-hint")?.className).toBe("field-hint");
    expect(document.getElementById("f-postcode-error")).toBeNull();
  });

  test("messages: keys translated with their values, the store's words as they are", async () => {
    await renderWithTexts(
      <Field
        field={field({ errors: ["addToCart.quantity.min", "Není skladem"] })}
        label="PSČ"
        hint="Pět číslic"
        autoComplete="off"
        errorValues={{ min: 2, unit: "ks" }}
      />,
    );
    const input = screen.getByLabelText("PSČ");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("f-postcode-error f-postcode-hint");
    const list = document.getElementById("f-postcode-error");
    expect(list?.className).toBe("field-errors");
    expect(
      within(list as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Musíte zakoupit minimálně 2 ks tohoto produktu.", "Není skladem"]);
  });

  test("inline: no wrapper, what follows the input before the messages", async () => {
    await renderWithTexts(
      <form aria-label="Kupón" className="inline-form">
        <Field
          inline
          field={field({ errors: ["Platnost kupónu vypršela"] })}
          label="Kód kupónu"
          labelClassName="visually-hidden"
          autoComplete="off"
        >
          <button type="submit">Uplatnit kupón</button>
        </Field>
      </form>,
    );
    const form = screen.getByRole("form", { name: "Kupón" });
    expect([...form.children].map((child) => child.tagName)).toEqual([
      "LABEL",
      "INPUT",
      "BUTTON",
      "UL",
    ]);
    expect(form.querySelector("label")?.className).toBe("visually-hidden");
  });
});

describe("CheckboxField, SelectField, TextareaField", () => {
  test("a refused consent: ticked state kept, its message wired", async () => {
    await renderWithTexts(
      <CheckboxField
        field={field({
          id: "f-terms",
          name: "terms",
          errorId: "f-terms-error",
          required: true,
          errors: ["checkout.details.errors.terms"],
        })}
        label="Souhlasím s obchodními podmínkami"
      />,
    );
    const box = screen.getByRole("checkbox", { name: "Souhlasím s obchodními podmínkami" });
    expect(box).toHaveProperty("checked", false);
    expect(box.getAttribute("value")).toBe("on");
    expect(box.getAttribute("aria-describedby")).toBe("f-terms-error");
    expect(box.closest(".field.field-checkbox")).not.toBeNull();
    expect(box.parentElement?.className).toBe("field-checkbox-row");
  });

  test("a select keeps the submitted option; a textarea its text", async () => {
    await renderWithTexts(
      <>
        <SelectField
          field={field({ id: "f-country", name: "country", initialValue: "SVK" })}
          label="Země"
          autoComplete="shipping country"
          options={[
            { value: "CZE", label: "Česko" },
            { value: "SVK", label: "Slovensko" },
          ]}
        />
        <TextareaField
          field={field({ id: "f-note", name: "note", initialValue: "Zvonit dvakrát" })}
          label="Poznámka"
          rows={3}
        />
      </>,
    );
    expect(screen.getByLabelText("Země")).toHaveProperty("value", "SVK");
    expect(screen.getByLabelText("Země").getAttribute("autocomplete")).toBe("shipping country");
    const note = screen.getByLabelText("Poznámka");
    expect(note).toHaveProperty("value", "Zvonit dvakrát");
    expect(note.getAttribute("rows")).toBe("3");
  });
});

describe("ErrorList", () => {
  test("nothing without messages; a message's own values; role alert when asked", async () => {
    const { container } = await renderWithTexts(<ErrorList id="none" errors={[]} />);
    expect(container.innerHTML).toBe("");
    await renderWithTexts(
      <ErrorList
        id="lines"
        role="alert"
        errors={[
          { key: "cart.import.lineFormat", values: { line: 2 } },
          { key: "cart.import.lineFormat", values: { line: 2 } },
        ]}
      />,
    );
    const list = screen.getByRole("alert");
    expect(list.id).toBe("lines");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(list.textContent).toContain("Řádek 2");
  });
});

describe("HoneypotField", () => {
  test("a text field for bots: hidden from people, screen readers, the tab order and autofill", async () => {
    await renderWithTexts(<HoneypotField formId="register" />);
    const input = document.getElementById("register-website");
    if (!(input instanceof HTMLInputElement)) throw new Error("no honeypot input");
    expect(input.name).toBe("website");
    expect(input.type).toBe("text");
    expect(input.tabIndex).toBe(-1);
    expect(input.getAttribute("autocomplete")).toBe("off");
    expect(input.value).toBe("");
    const wrapper = input.parentElement;
    expect(wrapper?.getAttribute("aria-hidden")).toBe("true");
    expect(wrapper?.className).toBe("visually-hidden");
    expect(wrapper?.querySelector("label")?.htmlFor).toBe("register-website");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
