import { describe, expect, test } from "vitest";

import { translator } from "./i18next.server.ts";
import { titleKeyOf } from "./page-title.ts";
import { handle as activationHandle } from "./routes/aktivovat.tsx";
import { handle as cartHandle } from "./routes/kosik.tsx";
import { handle as detailsHandle } from "./routes/kosik_.dodaci-udaje.tsx";
import { handle as finishedHandle } from "./routes/kosik_.dokonceni.tsx";
import { handle as methodsHandle } from "./routes/kosik_.doprava-a-platba.tsx";
import { handle as importHandle } from "./routes/kosik_.import-objednavky.tsx";
import { handle as loginHandle } from "./routes/prihlasit.tsx";
import { handle as registerHandle } from "./routes/registrovat.tsx";
import { handle as resetHandle } from "./routes/resetovat-heslo.tsx";
import { handle as forgotHandle } from "./routes/zapomenute-heslo.tsx";

describe("a page's title key from its route's handle", () => {
  test("a fixed key, whatever the data, also when the loader failed (no data)", () => {
    expect(titleKeyOf({ handle: cartHandle, data: { items: [] } })).toBe("cart.title");
    expect(titleKeyOf({ handle: cartHandle, data: undefined })).toBe("cart.title");
  });

  test("the finished-order page says when no order was found", () => {
    expect(titleKeyOf({ handle: finishedHandle, data: { kind: "not_found" } })).toBe(
      "checkout.finished.notFoundTitle",
    );
    expect(titleKeyOf({ handle: finishedHandle, data: { kind: "order" } })).toBe(
      "checkout.finished.title",
    );
  });

  test("none for a page that titles itself in meta (a CMS page, a listing)", () => {
    expect(titleKeyOf({ handle: undefined, data: {} })).toBeNull();
    expect(titleKeyOf({ handle: { i18n: ["common"] }, data: {} })).toBeNull();
    expect(titleKeyOf(undefined)).toBeNull();
  });
});

describe("the titles of the pages without a CMS document", () => {
  const handles = [
    activationHandle,
    cartHandle,
    detailsHandle,
    methodsHandle,
    importHandle,
    loginHandle,
    registerHandle,
    resetHandle,
    forgotHandle,
  ];
  const keys = [
    ...handles.map((handle) => titleKeyOf({ handle, data: undefined })),
    "checkout.finished.title",
    "checkout.finished.notFoundTitle",
  ];

  test.each(["cs", "sk", "de"])("are translated in %s", async (locale) => {
    const t = (await translator(locale)).getFixedT(locale);
    for (const key of keys) {
      expect(key).not.toBeNull();
      expect(t(key ?? ""), `${locale} ${key}`).not.toBe(key);
    }
  });

  test("in the shopper's language, not always Czech", async () => {
    const cartTitle = async (locale: string) =>
      (await translator(locale)).getFixedT(locale)("cart.title");
    expect(await cartTitle("cs")).toBe("Košík");
    expect(await cartTitle("de")).toBe("Warenkorb");
  });
});
