import { expect, test } from "./fixtures.ts";

/**
 * A visitor who only reads pages holds no state, so the shop sets no cookie on their first
 * visit (issue 57): the session, the visitor id and the like come with the first thing that
 * needs them.
 */
for (const path of ["/", "/vibratory", "/kontakt", "/nejcastejsi-dotazy", "/pobocky"]) {
  test(`a first visit to ${path} sets no cookie`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const setCookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie");
    expect(setCookies).toEqual([]);
  });
}

test("a cart gives the shopper their state: the cart's token and a session for its notice", async ({
  request,
}) => {
  const response = await request.get("/kosik?addToCart=10031", { maxRedirects: 0 });
  const cookies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value.split("=")[0]);
  expect(cookies).toEqual(expect.arrayContaining(["shop_cart_token", "shop_session"]));
});
