import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/infomail.$slug/route.tsx";
import { thrownStatus } from "#app/testing/action-results.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { cmsUrl } from "#bff/mocks/urls.ts";

setUpMockUpstreams();

const PAGE_META = {
  slug: "jarni-vyprodej",
  seo_title: null,
  seo_description: "Slevy až 40 %.",
  seo_keywords: null,
  meta_nofollow: false,
  meta_noindex: false,
  share_image: null,
  canonical_slugs: [],
};

const MAIL = {
  _id: "infomail-1",
  title: "Jarní výprodej",
  locale: "cs",
  created: "2025-03-20T08:00:00Z",
  content: {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Jaro je tu." }] }],
  },
  infomail_html: `<h1 onclick="alert(1)">Slevy</h1><script>alert(1)</script>
    <img src="${cmsUrl("/image/w600h300/infomail/jaro")}" alt="Jaro" onerror="alert(2)">
    <a href="javascript:alert(3)">Dárek</a><iframe src="https://evil.example"></iframe>`,
  page_meta: PAGE_META,
};

function load(slug: string, prefix = "") {
  return loader({
    request: new Request(`http://localhost${prefix}/infomail/${slug}`),
    params: { slug },
    context: {},
  });
}

describe("infomail loader", () => {
  test("answers the mail with its HTML sanitised", async () => {
    mockServer.use(
      graphql.query("Infomail", ({ variables }) =>
        HttpResponse.json({
          data: {
            infomail:
              variables.slug === MAIL.page_meta.slug
                ? { total: 1, error: null, entities: [MAIL] }
                : { total: 0, error: { statusCode: 404, message: "Nenalezeno" }, entities: [] },
          },
        }),
      ),
    );
    const mail = await load("jarni-vyprodej");
    expect(mail.title).toBe("Jarní výprodej");
    expect(mail.html).toContain("<h2>Slevy</h2>");
    expect(mail.html).toContain('alt="Jaro"');
    expect(mail.html).toContain("<span>Dárek</span>");
    expect(mail.html).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
    expect((await thrownStatus(load("neni-takovy"))).status).toBe(404);
  });

  test("a mail sent in Czech only says so on the German shop", async () => {
    mockServer.use(
      graphql.query("Infomail", () =>
        HttpResponse.json({ data: { infomail: { total: 1, error: null, entities: [MAIL] } } }),
      ),
    );
    expect((await load("jarni-vyprodej", "/de")).lang).toBe("cs");
    expect((await load("jarni-vyprodej")).lang).toBeNull();
  });

  test("a slug that cannot be one is a 404 without asking the CMS", async () => {
    expect((await thrownStatus(load("<script>"))).status).toBe(404);
  });
});
