import type { Page } from "@playwright/test";

import { expect, interactive, test } from "./fixtures.ts";

/** Answers YouTube's addresses with a page of its own and lists what was asked of them. */
async function fakeYouTube(page: Page): Promise<Array<string>> {
  const asked: Array<string> = [];
  await page.route(/youtube(-nocookie)?\.com/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><title>YouTube</title><p>Přehrávač</p>",
    });
  });
  return asked;
}

test("a category's video is a poster and a link to YouTube's page, asking nothing of YouTube", async ({
  page,
  javaScriptEnabled,
}) => {
  const youtube = await fakeYouTube(page);
  await page.goto("/vibratory");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("link", { name: /^Video: / })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  );
  // The poster, its play button and its note need JavaScript; without it the link is the way.
  await expect(page.getByText("Video přehrajeme z YouTube v režimu bez cookies")).toBeVisible({
    visible: javaScriptEnabled,
  });
  await expect(page.getByRole("button", { name: /^Přehrát video: / })).toHaveCount(
    Number(javaScriptEnabled),
  );
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(youtube).toEqual([]);
});

test("with JavaScript the play button loads YouTube's no-cookie player in the page", async ({
  page,
  javaScriptEnabled,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- the player is loaded by a script
  test.skip(!javaScriptEnabled, "without JavaScript the link opens the video");
  const youtube = await fakeYouTube(page);
  await page.goto("/vibratory");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("button", { name: /^Přehrát video: / }).click();
  // The fixture fails the journey if the page's policy refused the frame.
  await expect(
    page.frameLocator("iframe.listing-video-frame").getByText("Přehrávač"),
  ).toBeVisible();
  expect(youtube).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0"]);
});
