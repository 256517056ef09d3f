import { setupServer } from "msw/node";

import { cmsHandlers } from "./cms.ts";
import { storeHandlers } from "./store.ts";

/** One msw server for loader tests; unhandled requests fail the test. */
export const mockServer = setupServer(...cmsHandlers, ...storeHandlers);

export { cmsUrl, storeUrl } from "./urls.ts";
