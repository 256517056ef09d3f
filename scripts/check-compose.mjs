// Replays compose.yaml without Docker, which our machines do not have: the same services as
// local processes with the same environment and commands (redis-server, the sandbox, two
// storefronts from the local build, Debian's nginx with deploy/nginx.conf), each container
// port mapped to a free local port, and checks the shop through the proxy: pages, a cart
// added through one instance that the other shows, readiness, access lines, and a clean exit
// of both instances on SIGTERM. It reads compose.yaml, deploy/nginx.conf and the env file
// themselves so that the deployment and this check cannot drift apart unnoticed.
//
// Like check-image.mjs it trusts the local build/ (run `npm run build` first) and the local
// Node; it proves nothing about the images, Docker's network, DNS or the port publishing.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { checkSharedCache, SHARED_PAGE, SharedCacheError } from "./compose-shared-cache.mjs";
import { freePort } from "./free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const STARTUP_TIMEOUT_MS = 60_000;
/** The replay's SHARED_CACHE_MAX_AGE: seconds, so that a price change is checked in seconds. */
const REPLAY_SHARED_CACHE_SECONDS = 3;
/** A product of the sandbox's seed whose add-to-cart form the check posts. */
const PRODUCT_PATH = "/produkt/lubrikacni-gel-aqua-100-ml";
const PRODUCT_NAME = "Lubrikační gel Aqua 100 ml";

/** @type {Map<string, { child: import("node:child_process").ChildProcess, output: () => string }>} */
const running = new Map();

class CheckError extends Error {}

/**
 * @param {unknown} condition
 * @param {string} message
 * @returns {asserts condition}
 */
function ensure(condition, message) {
  if (!condition) throw new CheckError(message);
}

/** @param {string} line */
function say(line) {
  process.stdout.write(`${line}\n`);
}

// ---------------------------------------------------------------------------------------
// compose.yaml: a strict subset of YAML

/**
 * @typedef {string | null | Array<string> | { [key: string]: Yaml }} Yaml
 */

/**
 * The line without its comment: a # at the start or after a blank, outside quotes.
 *
 * @param {string} line
 */
function withoutComment(line) {
  let quote = "";
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === "\\" && quote === '"') index += 1;
      else if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "#" && (index === 0 || /\s/.test(line[index - 1] ?? ""))) {
      return line.slice(0, index);
    }
  }
  return line;
}

/**
 * Splits a flow list's inside on commas outside quotes.
 *
 * @param {string} inside
 */
function flowItems(inside) {
  /** @type {Array<string>} */
  const items = [];
  let quote = "";
  let current = "";
  for (let index = 0; index < inside.length; index += 1) {
    const char = inside[index] ?? "";
    if (quote) {
      if (char === "\\" && quote === '"') {
        current += char + (inside[index + 1] ?? "");
        index += 1;
        continue;
      }
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ",") {
      items.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

/**
 * Reads one YAML document with block mappings, block lists of scalars, flow lists of scalars
 * (on one line or, as Prettier wraps them, over several)
 * and double-quoted, single-quoted or plain scalars; anything else (anchors, tags, flow
 * mappings, multi-line strings, tabs, duplicate keys) is refused with its line number rather
 * than read differently from Docker Compose. Scalars stay strings, as Compose's environment
 * values do.
 *
 * @param {string} text
 * @param {string} file
 * @returns {Yaml}
 */
function parseYamlSubset(text, file) {
  /** @type {Array<{ no: number, indent: number, text: string }>} */
  const lines = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const content = withoutComment(raw).trimEnd();
    if (!content.trim()) return;
    const indentation = /^[ \t]*/.exec(content)?.[0] ?? "";
    if (indentation.includes("\t"))
      throw new CheckError(`${file}:${index + 1}: tab in indentation`);
    lines.push({ no: index + 1, indent: indentation.length, text: content.trim() });
  });
  let position = 0;

  /**
   * @param {{ no: number }} line
   * @param {string} problem
   * @returns {never}
   */
  const fail = (line, problem) => {
    throw new CheckError(`${file}:${line.no}: ${problem}`);
  };

  /**
   * @param {string} value
   * @param {{ no: number }} line
   * @returns {string}
   */
  const scalar = (value, line) => {
    if (value.startsWith('"')) {
      if (!/^"(?:[^"\\]|\\.)*"$/.test(value)) fail(line, `unclosed or trailing text: ${value}`);
      return JSON.parse(value);
    }
    if (value.startsWith("'")) {
      if (!/^'(?:[^']|'')*'$/.test(value)) fail(line, `unclosed or trailing text: ${value}`);
      return value.slice(1, -1).replaceAll("''", "'");
    }
    if (/^[[\]{}&*!|>%@`,?:-](?:\s|$)|^[[\]{}&*!|>%@`]/.test(value)) {
      fail(line, `"${value}" needs YAML this check does not read; quote it`);
    }
    if (/:\s|\s#/.test(value)) fail(line, `"${value}" is ambiguous as a plain scalar; quote it`);
    return value;
  };

  /**
   * @param {string} value
   * @param {{ no: number }} line
   * @returns {Yaml}
   */
  const value = (value, line) => {
    if (!value.startsWith("[")) return scalar(value, line);
    if (!value.endsWith("]")) fail(line, "a flow list must end on its line");
    return flowItems(value.slice(1, -1)).map((item) => scalar(item, line));
  };

  /** @returns {Yaml} */
  const block = () => {
    const first = lines[position];
    ensure(first, `${file}: unexpected end`);
    return first.text === "-" || first.text.startsWith("- ")
      ? sequence(first.indent)
      : mapping(first.indent);
  };

  /** @param {number} indent */
  const sequence = (indent) => {
    /** @type {Array<string>} */
    const items = [];
    for (let line = lines[position]; line && line.indent === indent; line = lines[position]) {
      if (!line.text.startsWith("- ")) fail(line, "expected a list item");
      items.push(scalar(line.text.slice(2).trim(), line));
      position += 1;
    }
    return items;
  };

  /** @param {number} indent */
  const mapping = (indent) => {
    /** @type {{ [key: string]: Yaml }} */
    const entries = {};
    for (let line = lines[position]; line && line.indent === indent; line = lines[position]) {
      const match = /^([A-Za-z0-9_.-]+):(?:\s+(.*))?$/.exec(line.text);
      if (!match?.[1]) fail(line, `expected "key: value", got "${line.text}"`);
      const key = match[1];
      if (Object.hasOwn(entries, key)) fail(line, `duplicate key ${key}`);
      position += 1;
      const next = lines[position];
      if (match[2] !== undefined) entries[key] = value(match[2], line);
      else if (next && next.indent > indent && next.text.startsWith("[")) {
        // A flow list over several lines, as Prettier wraps a long one.
        let text = "";
        for (let part = lines[position]; part; part = lines[position]) {
          if (part.indent <= indent) fail(part, "unclosed flow list");
          text += part.text;
          position += 1;
          if (part.text.endsWith("]")) break;
        }
        entries[key] = value(text, next);
      } else if (next && next.indent > indent) entries[key] = block();
      else entries[key] = null;
    }
    const after = lines[position];
    if (after && after.indent > indent) fail(after, "unexpected indentation");
    return entries;
  };

  if (lines.length === 0) return null;
  const document = block();
  const rest = lines[position];
  if (rest) fail(rest, "unexpected indentation");
  return document;
}

/**
 * Compose's variable substitution: ${NAME}, ${NAME:-default}, ${NAME:?error} and $$.
 *
 * @param {string} text
 * @param {Record<string, string | undefined>} variables
 */
function interpolate(text, variables) {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (all, name, operator, argument) => {
      if (all === "$$") return "$";
      const value = variables[name];
      const unset = value === undefined || (operator?.startsWith(":") && value === "");
      if (!unset) return value ?? "";
      if (operator?.endsWith("?")) throw new CheckError(`compose.yaml: ${name}: ${argument}`);
      if (operator?.endsWith("-")) return argument;
      return "";
    },
  );
}

/**
 * @param {Yaml} node
 * @param {Record<string, string | undefined>} variables
 * @returns {Yaml}
 */
function interpolateAll(node, variables) {
  if (typeof node === "string") return interpolate(node, variables);
  if (Array.isArray(node)) return node.map((item) => interpolate(item, variables));
  if (node === null) return null;
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, interpolateAll(child, variables)]),
  );
}

/**
 * @param {Yaml | undefined} node
 * @param {string} what
 * @returns {{ [key: string]: Yaml }}
 */
function asMapping(node, what) {
  ensure(node && typeof node === "object" && !Array.isArray(node), `${what} must be a mapping`);
  return node;
}

/**
 * @param {Yaml | undefined} node
 * @param {string} what
 * @returns {Array<string>}
 */
function asList(node, what) {
  ensure(Array.isArray(node), `${what} must be a list`);
  return node;
}

/**
 * @param {Yaml | undefined} node
 * @param {string} what
 * @returns {string}
 */
function asString(node, what) {
  ensure(typeof node === "string", `${what} must be a string`);
  return node;
}

/** @param {string} text */
function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=([^"'$]*)$/.exec(line);
    ensure(match?.[1], `env file line ${index + 1}: write KEY=value without quotes or $`);
    env[match[1]] = match[2] ?? "";
  }
  return env;
}

/**
 * "30s", "1m30s", "500ms" as Compose reads a duration.
 *
 * @param {string} text
 */
function durationMs(text) {
  const units = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001 };
  let total = 0;
  const rest = text.replace(/(\d+(?:\.\d+)?)(ms|us|h|m|s)/g, (_all, amount, unit) => {
    total += Number(amount) * units[/** @type {keyof typeof units} */ (unit)];
    return "";
  });
  ensure(text && !rest, `cannot read the duration "${text}"`);
  return total;
}

// ---------------------------------------------------------------------------------------
// Processes and HTTP

/**
 * @param {string} name
 * @param {Array<string>} argv
 * @param {Record<string, string>} env
 */
function start(name, argv, env) {
  const [command = "", ...args] = argv;
  ensure(workdir, "unreachable");
  // Output goes to a file: nginx opens /dev/stdout, which a socket cannot be, and a
  // grandchild (tsx runs the sandbox in a second node) cannot hold a pipe open.
  const logFile = path.join(workdir, `${name}.log`);
  const log = openSync(logFile, "a");
  // Only what the service's own settings say: Remix's typings require NODE_ENV, which
  // redis, nginx and the sandbox do not take.
  const processEnv = /** @type {NodeJS.ProcessEnv} */ (/** @type {unknown} */ (env));
  // Its own process group, so that cleaning up reaches the sandbox's grandchild too.
  const child = spawn(command, args, {
    cwd: root,
    env: processEnv,
    stdio: ["ignore", log, log],
    detached: true,
  });
  closeSync(log);
  const output = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => {
      appendFileSync(logFile, `\n${command}: ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });
  running.set(name, { child, output });
  return { child, exited, output };
}

/**
 * Runs a command to its end.
 *
 * @param {Array<string>} argv
 * @param {number} timeoutMs
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runOnce(argv, timeoutMs, env = {}) {
  const [command = "", ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => resolve({ code: null, output: error.message }));
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** @param {string} output */
function tail(output, lines = 20) {
  return output
    .trim()
    .split("\n")
    .slice(-lines)
    .map((line) => `    ${line}`)
    .join("\n");
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The build's scripts pass the proxy in the encoding each browser accepts, from the
 * build's own copies (decision 073), and the cache never answers one browser with
 * another's encoding.
 *
 * @param {string} shop
 * @param {string} homePage
 */
async function checkBuildEncodings(shop, homePage) {
  const script = [...homePage.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g)]
    .map((match) => match[1] ?? "")
    .find((href) => existsSync(path.join(root, "public", `${href}.br`)));
  ensure(script, "the home page names no script the build compressed");
  const encodingFor = async (/** @type {string} */ accepted) => {
    const answer = await request(`${shop}${script}`, { headers: { "accept-encoding": accepted } });
    ensure(answer.status === 200, `GET ${script} through the proxy answered ${answer.status}`);
    return `${answer.headers.get("content-encoding")} ${answer.headers.get("x-cache-status")}`;
  };
  const seen = [
    await encodingFor("gzip, deflate, br, zstd"),
    await encodingFor("gzip, deflate"),
    await encodingFor("gzip, deflate, br, zstd"),
  ];
  ensure(
    /^br /.test(seen[0] ?? "") && /^gzip /.test(seen[1] ?? "") && seen[2] === "br HIT",
    `${script} through the proxy came as ${seen.join(", ")}; expected br, gzip, then br from the cache`,
  );
  say(`  ok  ${script} passes the proxy as Brotli or gzip, as the browser accepts, and is stored`);
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function request(url, init = {}) {
  const response = await fetch(url, {
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
    ...init,
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * Sends Redis a command in its inline form and returns the first line of the answer.
 *
 * @param {number} port
 * @param {string} command
 * @returns {Promise<string>}
 */
function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => {
      socket.write(`${command}\r\n`);
    });
    let answer = "";
    socket.setTimeout(2000, () => socket.destroy(new Error("Redis did not answer")));
    socket.on("data", (chunk) => {
      answer += chunk;
      if (answer.includes("\r\n")) {
        socket.end();
        resolve(answer);
      }
    });
    socket.on("error", reject);
  });
}

/**
 * Runs a healthcheck's CMD until it succeeds, as Docker would before depends_on lets the
 * next service start.
 *
 * @param {string} name
 * @param {Array<string>} argv
 */
async function waitHealthy(name, argv) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = { code: /** @type {number | null} */ (null), output: "" };
  while (Date.now() < deadline) {
    const process = running.get(name)?.child;
    ensure(
      process && process.exitCode === null && process.signalCode === null,
      `${name} exited while starting:\n${tail(running.get(name)?.output() ?? "")}`,
    );
    last = await runOnce(argv, 10_000);
    if (last.code === 0) return;
    await sleep(300);
  }
  throw new CheckError(
    `${name}: its healthcheck ${argv.join(" ")} did not pass within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail(last.output)}\n${tail(running.get(name)?.output() ?? "")}`,
  );
}

function cleanUp() {
  for (const { child } of running.values()) {
    if (!child.pid) continue;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // The group has already gone.
    }
  }
  running.clear();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
  workdir = undefined;
}

/** @type {string | undefined} */
let workdir;

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

// ---------------------------------------------------------------------------------------
// The check

const DIGEST = /@sha256:[0-9a-f]{64}$/;

async function check() {
  const operatorEnv = {
    // As an operator would: a fresh secret of 64 hex characters.
    SESSION_SECRET: randomBytes(32).toString("hex"),
  };
  const composeText = await readFile(path.join(root, "compose.yaml"), "utf8");
  const raw = asMapping(parseYamlSubset(composeText, "compose.yaml"), "compose.yaml");
  const services = asMapping(raw.services, "services");
  // Before interpolation: the secret must come from outside, never be written in the file.
  for (const [name, service] of Object.entries(services)) {
    const environment = asMapping(service, name).environment;
    if (environment && typeof environment === "object" && !Array.isArray(environment)) {
      const secret = environment.SESSION_SECRET;
      ensure(
        secret === undefined ||
          (typeof secret === "string" && /^\$\{SESSION_SECRET\b/.test(secret)),
        `${name}: SESSION_SECRET must come from the environment ($\{SESSION_SECRET…}), not the file`,
      );
    }
  }
  const compose = asMapping(interpolateAll(raw, operatorEnv), "compose.yaml");
  const resolved = asMapping(compose.services, "services");

  const dockerfile = await readFile(path.join(root, "Dockerfile"), "utf8");
  const bases = [...dockerfile.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)/gim)].map((m) => m[1] ?? "");
  const stages = new Set(
    [...dockerfile.matchAll(/^FROM\s+.*\s+AS\s+(\S+)/gim)].map((m) => (m[1] ?? "").toLowerCase()),
  );
  for (const base of bases.filter((image) => !stages.has(image.toLowerCase()))) {
    ensure(DIGEST.test(base), `Dockerfile: FROM ${base} is not pinned by digest`);
  }
  const cmdLines = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)];
  const imageCmd = /** @type {Array<string>} */ (JSON.parse(cmdLines.at(-1)?.[1] ?? "null"));
  ensure(Array.isArray(imageCmd), "Dockerfile: no CMD in exec form");
  const imageEnv = Object.fromEntries(
    [...dockerfile.slice(dockerfile.lastIndexOf("\nFROM ")).matchAll(/^ENV\s+(.+)$/gm)]
      .flatMap((m) => (m[1] ?? "").split(/\s+/))
      .map((pair) => pair.split("=")),
  );

  // What each service is, as the file says it.
  /** @type {Array<string>} */
  const storefronts = [];
  let redisName = "";
  let sandboxName = "";
  let proxyName = "";
  for (const [name, node] of Object.entries(resolved)) {
    const service = asMapping(node, name);
    if (service.image !== undefined) {
      const image = asString(service.image, `${name}.image`);
      ensure(DIGEST.test(image), `${name}: image ${image} is not pinned by digest`);
    }
    if (service.build && typeof service.build === "object" && !Array.isArray(service.build)) {
      const file = asString(service.build.dockerfile, `${name}.build.dockerfile`);
      const text = await readFile(path.join(root, file), "utf8");
      for (const [, image = ""] of text.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)/gim)) {
        ensure(DIGEST.test(image), `${file}: FROM ${image} is not pinned by digest`);
      }
    }
    const command = service.command === undefined ? [] : asList(service.command, `${name}.command`);
    if (service.build === ".") storefronts.push(name);
    else if (command[0] === "redis-server") redisName = name;
    else if (command[0] === "nginx") proxyName = name;
    else if (command.some((part) => part.startsWith("sandbox/"))) sandboxName = name;
    else throw new CheckError(`${name}: this check does not know how to replay it`);
  }
  ensure(
    storefronts.length === 2,
    `expected two storefront services built from the Dockerfile, found ${storefronts.length}`,
  );
  ensure(redisName && sandboxName && proxyName, "compose.yaml needs redis, the sandbox and nginx");

  /** @param {string} name */
  const serviceOf = (name) => asMapping(resolved[name], name);
  /** @param {string} name */
  const environmentOf = async (name) => {
    const service = serviceOf(name);
    /** @type {Record<string, string>} */
    const env = {};
    if (service.env_file !== undefined) {
      const file = asString(service.env_file, `${name}.env_file`);
      Object.assign(env, parseEnvFile(await readFile(path.join(root, file), "utf8")));
    }
    if (service.environment !== undefined) {
      for (const [key, value] of Object.entries(
        asMapping(service.environment, `${name}.environment`),
      )) {
        env[key] = asString(value, `${name}.environment.${key}`);
      }
    }
    return env;
  };

  // The shop's settings every instance must have behind this proxy.
  /** @type {Record<string, Record<string, string>>} */
  const environments = {};
  for (const name of [...storefronts, sandboxName]) environments[name] = await environmentOf(name);
  for (const name of storefronts) {
    const env = { ...imageEnv, ...environments[name] };
    environments[name] = env;
    ensure(env.TRUST_PROXY === "true", `${name}: TRUST_PROXY must be "true" behind the proxy`);
    ensure(
      env.REDIS_URL && new URL(env.REDIS_URL).hostname === redisName,
      `${name}: REDIS_URL must name the ${redisName} service`,
    );
    ensure(
      env.SESSION_SECRET === operatorEnv.SESSION_SECRET,
      `${name}: SESSION_SECRET is not passed through`,
    );
    const service = serviceOf(name);
    const grace = durationMs(
      asString(service.stop_grace_period ?? "10s", `${name}.stop_grace_period`),
    );
    const deadline = Number(env.SHUTDOWN_DEADLINE_MS ?? 25_000);
    ensure(
      grace > deadline,
      `${name}: stop_grace_period (${grace / 1000} s) must outlast SHUTDOWN_DEADLINE_MS (${deadline / 1000} s), or Docker kills a drain`,
    );
    const test = asList(
      asMapping(service.healthcheck, `${name}.healthcheck`).test,
      `${name}.healthcheck.test`,
    );
    ensure(
      test.join(" ").includes("/healthz"),
      `${name}: the healthcheck must ask /healthz (liveness)`,
    );
  }
  ensure(
    new Set(storefronts.map((name) => JSON.stringify(environments[name]))).size === 1,
    `${storefronts.join(" and ")} must run with the same settings`,
  );
  say(
    `  ok  compose.yaml: ${storefronts.join(", ")}, ${redisName}, ${sandboxName}, ${proxyName}; images pinned by digest; TRUST_PROXY, REDIS_URL, SESSION_SECRET from outside, stop_grace_period over the deadline`,
  );

  // Every container port the services listen on, each mapped to a local port.
  const proxy = serviceOf(proxyName);
  const proxyCommand = asList(proxy.command, `${proxyName}.command`);
  const confInContainer = proxyCommand[proxyCommand.indexOf("-c") + 1];
  const mount = asList(proxy.volumes, `${proxyName}.volumes`)
    .map((volume) => volume.split(":"))
    .find(([, target]) => target === confInContainer);
  ensure(mount?.[0], `${proxyName}: no volume mounts its -c ${confInContainer}`);
  const confFile = path.normalize(mount[0]);
  const nginxConf = await readFile(path.join(root, confFile), "utf8");
  const upstreamServers = [...nginxConf.matchAll(/^\s*server\s+([a-z0-9-]+):(\d+)\b/gm)].map(
    (m) => ({
      host: m[1] ?? "",
      port: m[2] ?? "",
    }),
  );
  ensure(
    JSON.stringify(upstreamServers.map((server) => server.host).sort()) ===
      JSON.stringify([...storefronts].sort()),
    `${confFile}: the upstream must list exactly ${storefronts.join(" and ")}`,
  );
  for (const header of ["X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host", "Host"]) {
    ensure(
      new RegExp(`proxy_set_header\\s+${header}\\s`).test(nginxConf),
      `${confFile}: the proxy does not set ${header}`,
    );
  }
  const listens = [...nginxConf.matchAll(/^\s*listen\s+(\d+)\s*;/gm)].map((m) => m[1] ?? "");
  ensure(listens.length === 1, `${confFile}: expected one "listen <port>;"`);

  /** @type {Map<string, number>} "service:containerPort" to a local port */
  const ports = new Map();
  /** @param {string} service @param {string} port */
  const local = async (service, port) => {
    const key = `${service}:${port}`;
    if (!ports.has(key)) ports.set(key, await freePort());
    return /** @type {number} */ (ports.get(key));
  };
  /** @type {Map<string, string>} published "localhost:port" to the service's "name:port" */
  const published = new Map();
  for (const [name] of Object.entries(resolved)) {
    const service = serviceOf(name);
    for (const entry of service.ports === undefined ? [] : asList(service.ports, `${name}.ports`)) {
      const [hostPort, containerPort] = entry.split(":");
      ensure(hostPort && containerPort, `${name}: write ports as "host:container"`);
      published.set(hostPort, `${name}:${containerPort}`);
      await local(name, containerPort);
    }
  }
  for (const server of upstreamServers) await local(server.host, server.port);
  await local(proxyName, listens[0] ?? "");
  const redisCommandLine = asList(serviceOf(redisName).command, `${redisName}.command`);
  const redisPort = redisCommandLine[redisCommandLine.indexOf("--port") + 1] ?? "6379";
  await local(redisName, redisPort);

  /**
   * A value as seen from the host: compose's service names and localhost's published ports
   * become 127.0.0.1 and the local ports.
   *
   * @param {string} value
   */
  const mapUrls = (value) =>
    value.replace(/\/\/([a-z0-9.-]+):(\d+)/g, (all, host, port) => {
      const target = host === "localhost" ? published.get(port) : `${host}:${port}`;
      const mapped = target && ports.get(target);
      return mapped ? `//127.0.0.1:${mapped}` : all;
    });
  /**
   * A service's environment with its URLs mapped and its own listening ports (variables
   * named *PORT holding one of them) replaced.
   *
   * @param {string} name
   * @param {Record<string, string>} env
   */
  const mapEnv = (name, env) =>
    Object.fromEntries(
      Object.entries(env).map(([key, value]) => {
        const own = ports.get(`${name}:${value}`);
        return [key, key.endsWith("PORT") && own ? String(own) : mapUrls(value)];
      }),
    );

  workdir = await mkdtemp(path.join(os.tmpdir(), "storefront-compose-"));
  // nginx's workers drop root's rights when run by root: they must reach the temp folders.
  chmodSync(workdir, 0o755);
  const baseEnv = { PATH: process.env.PATH ?? "" };

  // Redis.
  const redisLocal = await local(redisName, redisPort);
  const redisArgv = redisCommandLine.map((part) =>
    part === redisPort ? String(redisLocal) : part,
  );
  start(redisName, [...redisArgv, "--bind", "127.0.0.1"], baseEnv);
  const redisHealth = asList(
    asMapping(serviceOf(redisName).healthcheck, redisName).test,
    redisName,
  );
  await waitHealthy(
    redisName,
    redisHealth.slice(1).map((part) => (part === redisPort ? String(redisLocal) : part)),
  );

  // The sandbox: its command and environment, its database in the temporary folder (the
  // image keeps it in the container), on the loopback address.
  const sandboxEnv = mapEnv(sandboxName, environments[sandboxName] ?? {});
  start(sandboxName, asList(serviceOf(sandboxName).command, sandboxName), {
    ...baseEnv,
    ...sandboxEnv,
    SANDBOX_HOST: "127.0.0.1",
    SANDBOX_DB: path.join(workdir, "sandbox.db"),
    // The price control of the shared cache's freshness check.
    SANDBOX_TEST_CONTROLS: "1",
  });
  /** @param {string} name @param {Array<string>} test */
  const healthArgv = (name, test) =>
    test.slice(1).map((part) =>
      part.replace(/127\.0\.0\.1:(\d+)/g, (all, port) => {
        const mapped = ports.get(`${name}:${port}`);
        return mapped ? `127.0.0.1:${mapped}` : all;
      }),
    );
  await waitHealthy(
    sandboxName,
    healthArgv(
      sandboxName,
      asList(asMapping(serviceOf(sandboxName).healthcheck, sandboxName).test, sandboxName),
    ),
  );
  say(`  ok  ${redisName} and ${sandboxName} started and report healthy`);

  // The storefronts: the image's CMD from the repository's build, each on its own port. Two
  // settings differ from the file, both stated: a shared-cache lifetime of seconds rather than
  // a minute, so that the price check waits seconds, and a webhook secret to call it with.
  const replaySettings = {
    SHARED_CACHE_MAX_AGE: String(REPLAY_SHARED_CACHE_SECONDS),
    REVALIDATE_SECRET: randomBytes(24).toString("hex"),
  };
  /** @type {Record<string, { base: string, child: import("node:child_process").ChildProcess, exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>, output: () => string }>} */
  const instances = {};
  for (const name of storefronts) {
    const env = mapEnv(name, environments[name] ?? {});
    const started = start(name, imageCmd, {
      ...baseEnv,
      ...env,
      ...replaySettings,
      HOST: "127.0.0.1",
    });
    instances[name] = { ...started, base: `http://127.0.0.1:${env.PORT}` };
  }
  for (const name of storefronts) {
    await waitHealthy(
      name,
      healthArgv(name, asList(asMapping(serviceOf(name).healthcheck, name).test, name)),
    );
    // The probe only proves that something answers on the port; the instance's own line
    // proves it is the instance.
    ensure(
      instances[name]?.output().includes('"msg":"storefront listening"'),
      `${name}: its healthcheck passed, but it never said it was listening:\n${tail(instances[name]?.output() ?? "")}`,
    );
  }
  say(`  ok  ${storefronts.join(" and ")} started (${imageCmd.join(" ")}) and report healthy`);

  // nginx with the same file, the upstream servers and the listen port mapped.
  const proxyPort = await local(proxyName, listens[0] ?? "");
  let replaced = 0;
  const localConf = nginxConf
    .replace(/^(\s*server\s+)([a-z0-9-]+):(\d+)\b/gm, (all, start, host, port) => {
      const mapped = ports.get(`${host}:${port}`);
      if (!mapped) return all;
      replaced += 1;
      return `${start}127.0.0.1:${mapped}`;
    })
    .replace(/^(\s*listen\s+)(\d+)(\s*;)/gm, (_all, start, _port, end) => {
      replaced += 1;
      return `${start}127.0.0.1:${proxyPort}${end}`;
    });
  ensure(
    replaced === upstreamServers.length + 1,
    "could not map every upstream server and the listen port",
  );
  const confPath = path.join(workdir, "nginx.conf");
  await writeFile(confPath, localConf);
  const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  const nginxArgv = proxyCommand.map((part, index) =>
    index === 0 ? nginx : part === confInContainer ? confPath : part,
  );
  start(
    proxyName,
    [nginxArgv[0] ?? nginx, "-p", `${workdir}/`, "-e", "stderr", ...nginxArgv.slice(1)],
    baseEnv,
  );
  const proxyTest = asList(asMapping(proxy.healthcheck, proxyName).test, proxyName);
  await waitHealthy(proxyName, healthArgv(proxyName, proxyTest));
  const shop = `http://127.0.0.1:${proxyPort}`;
  say(
    `  ok  nginx runs ${confFile} with ${upstreamServers.length} upstream servers and reports healthy`,
  );

  // Through the proxy.
  for (const pagePath of ["/", PRODUCT_PATH]) {
    const page = await request(`${shop}${pagePath}`);
    ensure(page.status === 200, `GET ${pagePath} through the proxy answered ${page.status}`);
  }
  say(`  ok  the home page and ${PRODUCT_PATH} answer 200 through the proxy`);
  await checkBuildEncodings(shop, (await request(`${shop}/`)).body);

  const productPage = (await request(`${shop}${PRODUCT_PATH}`)).body;
  const field = (/** @type {string} */ name) =>
    new RegExp(`<input[^>]*name="${name}"[^>]*value="(\\d+)"`).exec(productPage)?.[1];
  const productId = field("productId");
  const variantId = field("variantId");
  ensure(productId && variantId, `${PRODUCT_PATH} has no add-to-cart form`);
  const added = await request(`${shop}${PRODUCT_PATH}`, {
    method: "POST",
    headers: { origin: shop, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ productId, variantId, quantity: "1" }).toString(),
  });
  ensure(added.status === 303, `adding to the cart through the proxy answered ${added.status}`);
  const cookie = added.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  ensure(/cart_token=/.test(cookie), "adding to the cart set no cart cookie");
  const requestId = added.headers.get("x-request-id") ?? "";
  ensure(
    /^[0-9a-f]{32}$/.test(requestId),
    `the answer's X-Request-Id "${requestId}" is not the proxy's $request_id`,
  );
  await sleep(200);
  const servedBy = storefronts.filter((name) =>
    instances[name]?.output().includes(`"requestId":"${requestId}"`),
  );
  ensure(
    servedBy.length === 1,
    `the POST's request id ${requestId} is in the access log of ${servedBy.length} instances, expected 1`,
  );
  const other = storefronts.find((name) => name !== servedBy[0]) ?? "";
  const otherCart = await request(`${instances[other]?.base}/kosik`, { headers: { cookie } });
  ensure(
    otherCart.status === 200 && otherCart.body.includes(PRODUCT_NAME),
    `${other} does not show the cart ${servedBy[0]} filled (${otherCart.status})`,
  );
  say(`  ok  a cart filled through ${servedBy[0]} shows on ${other} with the same cookie`);

  const fileLifetime = environments[storefronts[0] ?? ""]?.SHARED_CACHE_MAX_AGE;
  ensure(
    Number(fileLifetime) > 0,
    `${storefronts[0]}: SHARED_CACHE_MAX_AGE is "${fileLifetime}", so nginx caches no page`,
  );
  const storeUrl =
    mapEnv(storefronts[0] ?? "", environments[storefronts[0] ?? ""] ?? {}).STORE_URL ?? "";
  await checkSharedCache({
    shop,
    direct: instances[storefronts[0] ?? ""]?.base ?? "",
    storeUrl,
    lifetimeSeconds: REPLAY_SHARED_CACHE_SECONDS,
    revalidateSecret: replaySettings.REVALIDATE_SECRET,
    request,
    say,
  });

  // A shopper's journeys through the proxy, with JavaScript on and off.
  const journeys = await runOnce(
    ["node_modules/.bin/playwright", "test", "--config", "e2e/shared-cache.config.ts"],
    180_000,
    { SHOP_URL: shop, STORE_URL: storeUrl },
  );
  ensure(
    journeys.code === 0,
    `the journeys through the cache failed:\n${tail(journeys.output, 40)}`,
  );
  say(
    "  ok  the journeys through the cache pass with JavaScript on and off (e2e/through-the-shared-cache.spec.ts)",
  );

  for (const name of storefronts) {
    const ready = await request(`${instances[name]?.base}/readyz`);
    ensure(ready.status === 200, `${name}: /readyz answered ${ready.status}`);
  }
  const redisClients = await redisCommand(redisLocal, "INFO clients");
  const connected = Number(/connected_clients:(\d+)/.exec(redisClients)?.[1] ?? 0);
  const cached = await redisCommand(redisLocal, "DBSIZE");
  // This check's own connection is one of them.
  ensure(
    connected - 1 >= storefronts.length,
    `Redis has ${connected} clients, expected one per storefront`,
  );
  ensure(
    Number(/:(\d+)/.exec(cached)?.[1] ?? 0) > 0,
    "Redis holds nothing after the pages were served",
  );
  say(
    `  ok  /readyz is 200 on both; Redis serves ${connected - 1} clients and holds the shared cache`,
  );

  const proxyLog = running.get(proxyName)?.output() ?? "";
  ensure(
    new RegExp(
      `^127\\.0\\.0\\.1 .*"POST ${PRODUCT_PATH} HTTP/1\\.1" 303 .*request_id=${requestId}$`,
      "m",
    ).test(proxyLog),
    `the proxy logged no line with the client's address for the POST:\n${tail(proxyLog)}`,
  );
  for (const name of storefronts) {
    const lines = (instances[name]?.output() ?? "")
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'));
    ensure(lines.length > 0, `${name} logged no access line`);
    ensure(
      lines.every((line) => !line.includes("127.0.0.1")),
      `${name}'s access lines hold a client address, which decision 046 keeps out`,
    );
  }
  say(
    "  ok  each instance logged access lines (without client addresses); the proxy's line has the client and the request id",
  );

  // A rollout's stop: the first instance drains while the proxy keeps serving.
  const [first = "", second = ""] = storefronts;
  instances[first]?.child.kill("SIGTERM");
  // The signal is handled between two requests: ask until the answer turns.
  let draining = await request(`${instances[first]?.base}/readyz`);
  for (let tries = 0; draining.status === 200 && tries < 20; tries += 1) {
    await sleep(100);
    draining = await request(`${instances[first]?.base}/readyz`);
  }
  ensure(
    draining.status === 503,
    `${first}: /readyz answered ${draining.status} after SIGTERM, expected 503`,
  );
  for (let index = 0; index < 4; index += 1) {
    const page = await request(`${shop}/`);
    ensure(
      page.status === 200,
      `GET / through the proxy answered ${page.status} while ${first} drained`,
    );
  }
  instances[second]?.child.kill("SIGTERM");
  const grace = durationMs(asString(serviceOf(first).stop_grace_period, "stop_grace_period"));
  for (const name of storefronts) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const stopped = await Promise.race([
      instances[name]?.exited,
      new Promise((resolve) => (timer = setTimeout(resolve, grace))).then(() => undefined),
    ]);
    clearTimeout(timer);
    ensure(stopped, `${name} did not exit within stop_grace_period (${grace / 1000} s) of SIGTERM`);
    ensure(
      stopped.code === 0,
      `${name} exited with ${stopped.signal ?? `code ${stopped.code}`} on SIGTERM, expected 0:\n${tail(instances[name]?.output() ?? "")}`,
    );
  }
  say(`  ok  ${first} drained (/readyz 503) while the proxy kept serving; both exit 0 on SIGTERM`);

  // Both instances gone: the stored page answers, stale, instead of a 502.
  const stale = await request(`${shop}${SHARED_PAGE}`);
  ensure(
    stale.status === 200 && /^(STALE|HIT)$/.test(stale.headers.get("x-cache-status") ?? ""),
    `with no storefront running, GET ${SHARED_PAGE} answered ${stale.status} (${stale.headers.get("x-cache-status")})`,
  );
  say(
    `  ok  with both storefronts stopped the proxy still serves the stored ${SHARED_PAGE} (${stale.headers.get("x-cache-status")})`,
  );
}

if (!existsSync(path.join(root, "build", "index.js"))) {
  process.stderr.write("compose check: build/index.js is missing; run `npm run build` first\n");
  process.exit(1);
}

const startedAt = Date.now();
let failed = false;
try {
  await check();
} catch (error) {
  failed = true;
  const message =
    error instanceof CheckError || error instanceof SharedCacheError
      ? error.message
      : String(error instanceof Error ? error.stack : error);
  say(`  FAIL ${message}`);
  // What each service printed last is what tells a failure on a machine nobody can log in to.
  for (const [name, { output }] of running) {
    const printed = output();
    if (printed.trim()) say(`  ${name}, last lines:\n${tail(printed, 15)}`);
  }
} finally {
  cleanUp();
}
say(`  (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
say(failed ? "compose: 0 passed, 1 failed" : "compose: 1 passed, 0 failed");
process.exitCode = failed ? 1 : 0;
