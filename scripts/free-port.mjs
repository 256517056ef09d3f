import { createServer } from "node:net";

/**
 * A port nothing listens on right now, handed out by the system: for the extra processes
 * the checks and the tests start beside whatever else runs on the machine.
 *
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
