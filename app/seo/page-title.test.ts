import { describe, expect, test } from "vitest";

import { translator } from "#app/i18n/i18next.server.ts";
import { handle as activationHandle } from "#app/routes/aktivovat/route.tsx";
import { handle as cartHandle } from "#app/routes/kosik/route.tsx";
import { handle as detailsHandle } from "#app/routes/kosik_.dodaci-udaje/route.tsx";
import { handle as finishedHandle } from "#app/routes/kosik_.dokonceni/route.tsx";
import { handle as methodsHandle } from "#app/routes/kosik_.doprava-a-platba/route.tsx";
import { handle as importHandle } from "#app/routes/kosik_.import-objednavky/route.tsx";
import { handle as loginHandle } from "#app/routes/prihlasit/route.tsx";
import { handle as registerHandle } from "#app/routes/registrovat/route.tsx";
import { handle as resetHandle } from "#app/routes/resetovat-heslo/route.tsx";
import { handle as forgotHandle } from "#app/routes/zapomenute-heslo/route.tsx";
import { titleKeyOf } from "#app/seo/page-title.ts";

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
