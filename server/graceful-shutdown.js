/**
 * @typedef {import("node:http").Server} Server
 * @typedef {import("node:http").ServerResponse} ServerResponse
 */

/**
 * Graceful shutdown for a rollout. On the first signal readiness (`/readyz`) answers 503 at
 * once, while `/healthz` stays 200 and the listener keeps taking new connections for
 * `drainMs`, the time the balancer needs to stop sending traffic here. Then the listener
 * stops, idle keep-alive connections close, and requests still running may finish until
 * `deadlineMs` after the signal; whatever runs then is cut off. The process exits 0 when
 * every request finished, 1 when the deadline cut one off; a second signal exits at once.
 * Each phase writes one log line.
 *
 * @param {{
 *   drainMs: number;
 *   deadlineMs: number;
 *   log: import("#server/log.js").Log;
 *   exit?: (code: number) => void;
 * }} options
 */
export function gracefulShutdown({
  drainMs,
  deadlineMs,
  log,
  exit = (code) => process.exit(code),
}) {
  /** @type {Server | undefined} */
  let server;
  /** @type {"serving" | "draining" | "closing" | "done"} */
  let phase = "serving";
  /** @type {Set<ServerResponse>} */
  const running = new Set();
  let finishedSinceSignal = 0;
  let signalledAt = 0;
  /** @type {Array<NodeJS.Timeout>} */
  const timers = [];

  const elapsedMs = () => Math.round(performance.now() - signalledAt);

  /** @param {ServerResponse} res */
  function endKeepAlive(res) {
    // The client then opens its next connection through the balancer, to another instance.
    if (!res.headersSent) res.setHeader("Connection", "close");
  }

  /** @param {number} code */
  function end(code) {
    phase = "done";
    for (const timer of timers) clearTimeout(timer);
    exit(code);
  }

  function stopAccepting() {
    if (phase !== "draining" || !server) return;
    phase = "closing";
    server.close(() => {
      if (phase !== "closing") return;
      log.info("shutdown complete", {
        finished: finishedSinceSignal,
        cutOff: 0,
        durationMs: elapsedMs(),
      });
      end(0);
    });
    server.closeIdleConnections();
    log.info("draining finished", {
      running: running.size,
      finished: finishedSinceSignal,
      durationMs: elapsedMs(),
    });
  }

  function cutOff() {
    if (phase === "done" || !server) return;
    const cut = running.size;
    server.closeAllConnections();
    const fields = { finished: finishedSinceSignal, cutOff: cut, durationMs: elapsedMs() };
    if (cut > 0) log.warn("shutdown complete", fields);
    else log.info("shutdown complete", fields);
    end(cut > 0 ? 1 : 0);
  }

  return {
    /**
     * Express middleware answering `/readyz` with 503 from the first signal on; mount it
     * before the app's own readiness route.
     *
     * @type {import("express").RequestHandler}
     */
    readiness(req, res, next) {
      if (phase === "serving" || req.path !== "/readyz") return next();
      res.status(503).set("Cache-Control", "no-store").json({ ready: false, shuttingDown: true });
    },

    /**
     * Follows the server's requests, so the shutdown knows what still runs.
     *
     * @param {Server} httpServer
     */
    watch(httpServer) {
      server = httpServer;
      httpServer.prependListener("request", (_req, res) => {
        running.add(res);
        if (phase !== "serving") endKeepAlive(res);
        res.once("close", () => {
          running.delete(res);
          if (phase === "serving") return;
          if (res.writableFinished) finishedSinceSignal += 1;
          // Its connection is idle now; after the listener stopped nothing may reuse it.
          if (phase === "closing") setImmediate(() => httpServer.closeIdleConnections());
        });
      });
    },

    /**
     * Starts the shutdown on the first call; exits at once on the next.
     *
     * @param {string} signal
     */
    begin(signal) {
      if (phase !== "serving") {
        log.warn("shutdown cut short", { signal, running: running.size });
        end(1);
        return;
      }
      phase = "draining";
      signalledAt = performance.now();
      for (const res of running) endKeepAlive(res);
      log.info("shutdown started", { signal, drainMs, deadlineMs, running: running.size });
      timers.push(setTimeout(stopAccepting, drainMs), setTimeout(cutOff, deadlineMs));
    },
  };
}
