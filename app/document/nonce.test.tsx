// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { NonceProvider, useNonce } from "#app/document/nonce.tsx";

afterEach(() => {
  document.head.replaceChildren();
});

describe("the CSP nonce", () => {
  test("is the response's while the server renders", () => {
    const { result } = renderHook(() => useNonce(), {
      wrapper: ({ children }) => <NonceProvider value="abc123">{children}</NonceProvider>,
    });
    expect(result.current).toBe("abc123");
  });

  test("is the page's in the browser, read from a script's property (its attribute is hidden)", () => {
    const script = document.createElement("script");
    script.setAttribute("nonce", "");
    // What a browser shows once the page has loaded: an empty attribute, the property kept.
    Object.defineProperty(script, "nonce", { value: "xyz789" });
    document.head.append(script);
    expect(renderHook(() => useNonce()).result.current).toBe("xyz789");
  });
});
