import { http, HttpResponse } from "msw";

/** The gateway loader tests configure (RECOMMENDER_URL) when their shop has a recommender. */
export const MOCK_RECOMMENDER_URL = "http://recommender.test/gateway";

/** The recommendation endpoint of the default project, as tests override it. */
export const MOCK_RECOMMENDATION_URL = `${MOCK_RECOMMENDER_URL}/shop/recommender/recommender/recommendation`;

/** The recommender as loader tests see it: the two fixture products for every widget. */
export const recommenderHandlers = [
  http.post(MOCK_RECOMMENDATION_URL, () => HttpResponse.json({ product_ids: ["101", "102"] })),
  http.get(MOCK_RECOMMENDATION_URL, () => HttpResponse.json({ product_ids: ["102"] })),
];
