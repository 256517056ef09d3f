// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ColourStyle } from "#app/components/catalog/colour-style.tsx";
import { NonceProvider } from "#app/document/nonce.tsx";

describe("the page's colour classes", () => {
  test("one style element with the response's nonce and each colour's classes", () => {
    const { container } = render(
      <NonceProvider value="abc123">
        <ColourStyle colours={["fdecef", null, "2b2230", "fdecef"]} />
      </NonceProvider>,
    );
    const styles = container.querySelectorAll("style");
    expect(styles).toHaveLength(1);
    expect(styles[0]?.getAttribute("nonce")).toBe("abc123");
    expect(styles[0]?.textContent).toContain(".colour-2b2230{--colour:#2b2230;");
    expect(styles[0]?.textContent).toContain(".text-colour-fdecef{--text-colour:#fdecef}");
  });

  test("a page without CMS colours gets none", () => {
    expect(render(<ColourStyle colours={[null]} />).container.innerHTML).toBe("");
  });
});
