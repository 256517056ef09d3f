import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** The lowest port handed out: above the well-known and most registered services' ports. */
const LOWEST = 10_000;

/**
 * Where the system starts handing out ports for outgoing connections. A port from that range
 * that the caller binds only seconds later may by then be the local end of some connection
 * (a health probe, a proxy's upstream), and the service meant for it fails to start.
 */
function ephemeralStart() {
  try {
    const [start] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").split(/\s+/);
    return Number(start) || 32_768;
  } catch {
    return 32_768;
  }
}

/** @type {Set<number>} */
const handedOut = new Set();

/**
 * Whether a listener could take `port` right now.
 *
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on right now, for the extra processes the checks and the tests start
 * beside whatever else runs on the machine. It lies below the range of outgoing connections'
 * ports, so nothing takes it before the process it is meant for binds it, and this process
 * never hands it out twice.
 *
 * @returns {Promise<number>}
 */
export async function freePort() {
  const span = ephemeralStart() - LOWEST;
  for (let attempt = 0; span > 1_000 && attempt < 100; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * span);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port below ${LOWEST + Math.max(span, 0)} after 100 tries`);
}
