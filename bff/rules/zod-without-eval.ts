import * as z from "zod";

// Zod asks once whether it may compile its parsers with `new Function`. The page's CSP
// forbids that, so the answer is no, as it should be, yet the browser files the attempt as
// a CSP violation. Browser code takes zod from here so the question is never asked: ES
// modules run their imports first, so this runs before any schema is built, whichever
// chunk the bundler puts it in. The server keeps zod's compiled parsers, which are faster.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
