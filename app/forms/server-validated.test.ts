// @vitest-environment jsdom
import { describe, expect, test } from "vitest";

import { serverValidated } from "#app/forms/server-validated.ts";

function detailsForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = `
    <input name="tin" value="27074358" />
    <input name="companyName" value="" />
    <input type="checkbox" name="terms" />`;
  return form;
}

describe("a form only its action validates", () => {
  test("a submission goes to the server as it is: the browser reports nothing", () => {
    const form = detailsForm();
    const submission = serverValidated({ form, formData: new FormData(form) });
    expect(submission.status).toBe("error");
    expect(submission.status === "success" ? undefined : submission.error).toBeNull();
  });

  test("a field filled in place keeps every other message, the filled field's goes", () => {
    const form = detailsForm();
    const formData = new FormData(form);
    formData.set(
      "__intent__",
      JSON.stringify({ type: "update", payload: { name: "companyName", value: "Alza.cz a.s." } }),
    );
    const submission = serverValidated({ form, formData });
    expect(submission.status).toBeUndefined();
    expect(submission.payload).toMatchObject({ companyName: "Alza.cz a.s." });
    expect(submission.status === "success" ? undefined : submission.error).toEqual({
      "": null,
      tin: null,
      terms: null,
    });
  });
});
