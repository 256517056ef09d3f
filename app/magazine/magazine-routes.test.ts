import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { loader as authorLoader } from "#app/routes/autori.$slug/route.tsx";
import { loader as categoryLoader } from "#app/routes/nakupni-radce.$slug/route.tsx";
import { loader as childLoader } from "#app/routes/nakupni-radce.$slug_.$child/route.tsx";
import { loader as magazineLoader } from "#app/routes/nakupni-radce._index/route.tsx";
import { MAGAZINE_NOW } from "#bff/mocks/magazine.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

function call(loader: Loader, path: string, params: Record<string, string> = {}) {
  return loader({ request: new Request(`http://localhost${path}`), params, context: {} });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const caught: unknown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (caught instanceof Response) return caught;
  if (caught && typeof caught === "object" && "init" in caught) {
    const init = (caught as { init: ResponseInit | null }).init;
    return new Response(null, { status: init?.status ?? 500 });
  }
  throw new Error(`expected a thrown response, got ${String(caught)}`);
}

describe("the magazine's routes", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(MAGAZINE_NOW);
  });
  afterEach(() => vi.useRealTimers());

  test("page 2 of the home names its number in the title; ?page=1 moves to the list itself", async () => {
    const second = (await call(magazineLoader, "/nakupni-radce?page=2")) as {
      seo: { title: string };
      page: number;
    };
    expect(second.page).toBe(2);
    expect(second.seo.title).toBe("Nákupní rádce – strana 2");

    const first = await thrown(call(magazineLoader, "/nakupni-radce?page=1"));
    expect(first.status).toBe(301);
    expect(first.headers.get("Location")).toBe("/nakupni-radce");
  });

  test.each(["/nakupni-radce?page=0", "/nakupni-radce?page=abc", "/nakupni-radce?page=3"])(
    "%s is no page",
    async (path) => {
      expect((await thrown(call(magazineLoader, path))).status).toBe(404);
    },
  );

  test("a child category at its master's level answers 301 to its own address", async () => {
    const moved = await thrown(
      call(categoryLoader, "/nakupni-radce/pro-zacatecniky?page=2", { slug: "pro-zacatecniky" }),
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(
      "/nakupni-radce/vibratory-a-hracky/pro-zacatecniky?page=2",
    );
    const child = (await call(childLoader, "/nakupni-radce/vibratory-a-hracky/pro-zacatecniky", {
      slug: "vibratory-a-hracky",
      child: "pro-zacatecniky",
    })) as { title: string };
    expect(child.title).toBe("Pro začátečníky");
  });

  test("an author's old slug answers 301 to the current one", async () => {
    const moved = await thrown(
      call(authorLoader, "/autori/katerina-novotna-dvorakova", {
        slug: "katerina-novotna-dvorakova",
      }),
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/autori/katerina-novotna");
  });
});
