import type { APIRequestContext } from "@playwright/test";

import { STORE_URL, expect } from "./fixtures.ts";

export type Received = { vendor: string; path: string; body: Record<string, unknown> };

/** What a third-party fake of the sandbox accepted, oldest first. */
export async function received(
  request: APIRequestContext,
  vendor: string,
): Promise<Array<Received>> {
  const answer = await request.get(`${STORE_URL}/__sandbox/third-parties`, {
    params: { vendor },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: Array<Received> };
  return data;
}
