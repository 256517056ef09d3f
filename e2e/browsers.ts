import type { LaunchOptions } from "@playwright/test";

/**
 * The browsers the journeys run in: Debian's Chromium builds (Playwright cannot download
 * its own browser here), one launch option set per purpose (decisions 059 and 079).
 */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

const SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * The compositor and the network in the browser's own process rather than two more: on the
 * two cores, a process's messages to the others are CPU the pages could use. Over four
 * busy journey files (40 journeys, alternating runs) about a tenth less CPU and 2-13 %
 * less time. The screenshots keep Chromium's usual processes.
 */
const IN_PROCESS = ["--in-process-gpu", "--enable-features=NetworkServiceInProcess"];

/** The screenshots: Debian's Chromium, the browser the baselines were taken in. */
export const SCREENSHOT_BROWSER: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
};

/**
 * The journeys: the same Chromium build's headless shell, which leaves out the full
 * browser's compositor and UI and so runs them in about two thirds of the time (decision
 * 059), without pictures. The two cores are the suite's limit, and fetching, decoding and
 * painting the boxes' pictures took about a tenth of the journeys' time; a picture's box
 * keeps its size from its `width` and `height`, so the layout is the one a shopper gets.
 */
export const JOURNEY_BROWSER: LaunchOptions = {
  executablePath: SHELL_PATH,
  args: [...CHROMIUM_ARGS, ...IN_PROCESS, "--blink-settings=imagesEnabled=false"],
};

/**
 * The journeys about the pictures themselves (which file a picture loads, that it loads):
 * the headless shell with pictures, in a worker of its own.
 */
export const PICTURE_BROWSER: LaunchOptions = {
  executablePath: SHELL_PATH,
  args: [...CHROMIUM_ARGS, ...IN_PROCESS],
};
