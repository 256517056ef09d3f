import { describe, expect, test } from "vitest";

import { routeIdMatcher } from "./route-id.js";

/** The shape of a server build's `routes`: flat, each naming its parent. */
const routes = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/kosik": { id: "routes/kosik", parentId: "root", path: "kosik" },
  "routes/produkt.$slug": { id: "routes/produkt.$slug", parentId: "root", path: "produkt/:slug" },
  "routes/uzivatel": { id: "routes/uzivatel", parentId: "root", path: "uzivatel" },
  "routes/uzivatel._index": {
    id: "routes/uzivatel._index",
    parentId: "routes/uzivatel",
    index: true,
  },
  "sk/kosik": { id: "sk/kosik", parentId: "root", path: "sk/kosik" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

describe("routeIdMatcher", () => {
  const routeIdOf = routeIdMatcher(routes);

  test.each([
    ["/", "routes/_index"],
    ["/kosik", "routes/kosik"],
    ["/sk/kosik", "sk/kosik"],
    ["/produkt/satenovy-zupan", "routes/produkt.$slug"],
    ["/uzivatel", "routes/uzivatel._index"],
    ["/neco/jineho", "routes/$"],
  ])("%s is %s", (path, id) => {
    expect(routeIdOf(path)).toBe(id);
  });

  test("a single-fetch data path counts as its page", () => {
    expect(routeIdOf("/kosik.data")).toBe("routes/kosik");
    expect(routeIdOf("/_root.data")).toBe("routes/_index");
  });

  test("a malformed path matches nothing", () => {
    expect(routeIdOf("/%E0%A4%A")).toBeUndefined();
  });
});
