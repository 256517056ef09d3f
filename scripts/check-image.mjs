// Replays the final stage of the Dockerfile without Docker, which our machines do not have:
// the same files, the production install, the same environment, CMD and HEALTHCHECK. It reads
// the Dockerfile itself so that the image and this check cannot drift apart unnoticed.
//
// It trusts the local build/ and public/build/ as the build stage's output (run `npm run
// build` first) and the local Node as the image's Node; it proves nothing about the base
// image, the Linux user or the network of a real container.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { freePort } from "./free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const BUILD_STAGE = "build";
const DEPS_STAGE = "prod-deps";

/**
 * What the final stage holds and the stage each entry comes from. Every entry must match a
 * COPY line of the final stage and every COPY line an entry, so editing one without the
 * other fails this check.
 *
 * @type {ReadonlyArray<{ path: string, from: string }>}
 */
const FINAL_STAGE = [
  { path: "node_modules", from: DEPS_STAGE },
  { path: "build", from: BUILD_STAGE },
  { path: "public", from: BUILD_STAGE },
  { path: "locales", from: "context" },
  { path: "server", from: "context" },
  { path: "server.mjs", from: "context" },
  { path: "package.json", from: "context" },
];

/** What `npm run build` writes (the Remix defaults), present in the build stage although .dockerignore keeps them out of the context. */
const BUILD_OUTPUTS = ["build", "public/build"];

/** Named so that a failure says plainly which heavy devDependency leaked. */
const DEV_ONLY_PACKAGES = ["better-sqlite3", "vitest", "@remix-run/dev"];

const STARTUP_TIMEOUT_MS = 20_000;
const NPM_TIMEOUT_MS = 180_000;
// Docker's default grace period between the stop signal and SIGKILL.
const STOP_TIMEOUT_MS = 10_000;

/**
 * What is still running, so that a failure or Ctrl-C leaves no process behind.
 *
 * @type {Set<import("node:child_process").ChildProcess>}
 */
const running = new Set();

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
// Dockerfile

/**
 * @typedef {{ keyword: string, args: string }} Instruction
 * @typedef {{ image: string, name: string, instructions: Array<Instruction> }} Stage
 */

/**
 * @param {string} text
 * @returns {Array<Stage>}
 */
function parseDockerfile(text) {
  /** @type {Array<string>} */
  const logical = [];
  let pending = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    // Docker drops comment lines, also in the middle of a continued instruction.
    if (line.startsWith("#")) continue;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    pending += line;
    if (pending.trim()) logical.push(pending.trim());
    pending = "";
  }
  if (pending.trim()) logical.push(pending.trim());

  /** @type {Array<Stage>} */
  const stages = [];
  for (const line of logical) {
    const space = line.search(/\s/);
    const keyword = (space === -1 ? line : line.slice(0, space)).toUpperCase();
    const args = space === -1 ? "" : line.slice(space).trim();
    if (keyword === "FROM") {
      const match = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      ensure(match?.[1], `Dockerfile: cannot read "FROM ${args}"`);
      stages.push({
        image: match[1],
        name: (match[2] ?? String(stages.length)).toLowerCase(),
        instructions: [],
      });
    } else if (stages.length === 0) {
      ensure(keyword === "ARG", `Dockerfile: ${keyword} before the first FROM`);
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  ensure(stages.length > 0, "Dockerfile: no FROM");
  return stages;
}

/**
 * The stages a stage builds on, oldest first, as Docker resolves `FROM <stage>`.
 *
 * @param {Array<Stage>} stages
 * @param {Stage} stage
 */
function ancestry(stages, stage) {
  /** @type {Array<Stage>} */
  const chain = [stage];
  for (let index = stages.indexOf(stage); index > 0;) {
    const current = chain[0];
    ensure(current, "unreachable");
    const parentIndex = stages
      .slice(0, index)
      .findIndex((candidate) => candidate.name === current.image.toLowerCase());
    if (parentIndex === -1) break;
    const parent = stages[parentIndex];
    ensure(parent, "unreachable");
    chain.unshift(parent);
    index = parentIndex;
  }
  return chain;
}

/** @param {string} value */
function refuseVariables(value) {
  ensure(
    !value.includes("$"),
    `Dockerfile: "${value}" uses a variable, which this check cannot replay`,
  );
  return value;
}

/**
 * Splits on blanks outside quotes and removes the quotes, as Docker does for ENV.
 *
 * @param {string} text
 */
function shellWords(text) {
  const words = text.match(/(?:[^\s"']+|"(?:\\.|[^"\\])*"|'[^']*')+/g) ?? [];
  return words.map((word) =>
    word.replace(/"((?:\\.|[^"\\])*)"|'([^']*)'/g, (_all, double, single) =>
      double === undefined ? String(single) : String(double).replace(/\\(.)/g, "$1"),
    ),
  );
}

/**
 * @param {string} args
 * @returns {Record<string, string>}
 */
function parseEnv(args) {
  refuseVariables(args);
  const words = shellWords(args);
  const first = words[0];
  ensure(first, `Dockerfile: empty ENV`);
  if (!first.includes("=")) return { [first]: words.slice(1).join(" ") };
  return Object.fromEntries(
    words.map((word) => {
      const equals = word.indexOf("=");
      ensure(equals > 0, `Dockerfile: cannot read ENV "${args}"`);
      return [word.slice(0, equals), word.slice(equals + 1)];
    }),
  );
}

/**
 * @param {string} args
 * @param {string} what
 * @returns {Array<string>}
 */
function execForm(args, what) {
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(args);
  } catch {
    parsed = undefined;
  }
  ensure(
    Array.isArray(parsed) && parsed.length > 0 && parsed.every((part) => typeof part === "string"),
    `Dockerfile: ${what} must use the exec form ["…", "…"], got ${args}`,
  );
  return parsed;
}

/**
 * Everything the check needs from the Dockerfile, resolved as Docker would for the final stage.
 *
 * @param {string} text
 */
function readImage(text) {
  const stages = parseDockerfile(text);
  const finalStage = stages.at(-1);
  ensure(finalStage, "unreachable");

  /** @type {Map<string, string>} */
  const workdirs = new Map();
  /** @param {Stage} stage */
  const settingsOf = (stage) => {
    let workdir = "/";
    let user = "root";
    let stopSignal = "SIGTERM";
    /** @type {Record<string, string>} */
    const env = {};
    /** @type {Array<string> | undefined} */
    let cmd;
    /** @type {{ argv: Array<string>, timeoutMs: number } | undefined} */
    let healthcheck;
    /** @type {Array<string>} */
    const exposed = [];
    for (const { instructions } of ancestry(stages, stage)) {
      for (const { keyword, args } of instructions) {
        if (keyword === "WORKDIR") workdir = path.posix.resolve(workdir, refuseVariables(args));
        if (keyword === "ENV") Object.assign(env, parseEnv(args));
        if (keyword === "USER") user = refuseVariables(args);
        if (keyword === "STOPSIGNAL") stopSignal = refuseVariables(args);
        if (keyword === "EXPOSE")
          exposed.push(...args.split(/\s+/).map((port) => port.split("/")[0] ?? ""));
        if (keyword === "CMD") cmd = execForm(args, "CMD");
        if (keyword === "ENTRYPOINT") {
          throw new CheckError(
            "Dockerfile: an ENTRYPOINT of our own is not replayed by this check",
          );
        }
        if (keyword === "HEALTHCHECK") {
          const match = /^((?:--\S+\s+)*)CMD\s+(.*)$/is.exec(args);
          ensure(match?.[2], `Dockerfile: HEALTHCHECK must run a command, got "${args}"`);
          const timeout = /--timeout=(\d+)s\b/.exec(match[1] ?? "");
          healthcheck = {
            argv: execForm(match[2], "HEALTHCHECK CMD"),
            timeoutMs: timeout ? Number(timeout[1]) * 1000 : 30_000,
          };
        }
      }
    }
    return { workdir, user, stopSignal, env, cmd, healthcheck, exposed };
  };
  for (const stage of stages) workdirs.set(stage.name, settingsOf(stage).workdir);

  const final = settingsOf(finalStage);

  /** @type {Array<{ path: string, from: string }>} */
  const copies = [];
  for (const { keyword, args } of finalStage.instructions) {
    ensure(
      keyword !== "RUN" && keyword !== "ADD",
      `Dockerfile: the final stage has ${keyword}, which this check cannot replay`,
    );
    if (keyword !== "COPY") continue;
    const words = refuseVariables(args).split(/\s+/);
    /** @type {string} */
    let from = "context";
    while (words[0]?.startsWith("--")) {
      const flag = words.shift() ?? "";
      if (flag.startsWith("--from=")) from = flag.slice("--from=".length).toLowerCase();
    }
    ensure(!words[0]?.startsWith("["), `Dockerfile: write "COPY ${args}" without brackets`);
    const destination = words.pop();
    ensure(destination && words.length > 0, `Dockerfile: cannot read "COPY ${args}"`);
    const sourceWorkdir = from === "context" ? "/" : workdirs.get(from);
    ensure(sourceWorkdir, `Dockerfile: COPY --from=${from} names no earlier stage`);
    const target = path.posix.resolve(final.workdir, destination);
    for (const source of words) {
      ensure(
        !/[*?[]/.test(source),
        `Dockerfile: COPY ${source} uses a pattern, which this check cannot replay`,
      );
      const landed =
        words.length > 1 || destination.endsWith("/")
          ? path.posix.join(target, path.posix.basename(source))
          : target;
      const relative = path.posix.relative(final.workdir, landed);
      ensure(
        relative && !relative.startsWith("..") && !path.posix.isAbsolute(relative),
        `Dockerfile: COPY ${source} lands outside WORKDIR ${final.workdir}`,
      );
      const sourceRelative = path.posix.relative(
        sourceWorkdir,
        path.posix.resolve(sourceWorkdir, source),
      );
      ensure(
        sourceRelative === relative,
        `Dockerfile: COPY ${source} lands at ${relative}; this check assumes both paths are the same`,
      );
      copies.push({ path: relative, from });
    }
  }

  /** @param {string} name */
  const runsOf = (name) =>
    stages
      .filter((stage) => stage.name === name)
      .flatMap((stage) => stage.instructions)
      .filter((instruction) => instruction.keyword === "RUN")
      .map((instruction) => instruction.args);
  /** @param {string} name */
  const copiedInto = (name) =>
    stages
      .filter((stage) => stage.name === name)
      .flatMap((stage) => stage.instructions)
      .filter((instruction) => instruction.keyword === "COPY")
      .flatMap((instruction) => instruction.args.split(/\s+/).slice(0, -1));

  return {
    baseImage: stages[0]?.image ?? "",
    final,
    copies,
    depsInstall: runsOf(DEPS_STAGE)
      .flatMap((run) => run.split(/&&|;/))
      .map((command) => command.trim())
      .filter((command) => /^npm\s+(ci|clean-install)\b/.test(command)),
    depsCopies: copiedInto(DEPS_STAGE),
    buildRuns: runsOf(BUILD_STAGE),
  };
}

// ---------------------------------------------------------------------------------------
// .dockerignore

/** @param {string} pattern */
function globToRegExp(pattern) {
  let source = "";
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] ?? "";
    if (pattern.startsWith("**/", index)) {
      source += "(?:.*/)?";
      index += 2;
    } else if (pattern.startsWith("**", index)) {
      source += ".*";
      index += 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/**
 * Docker's rule: the last pattern that matches a path or one of its parent folders decides.
 *
 * @param {string} text
 * @returns {(relative: string) => boolean}
 */
function dockerignore(text) {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const negate = line.startsWith("!");
      const pattern = path.posix
        .normalize(negate ? line.slice(1).trim() : line)
        .replace(/^\/+|\/+$/g, "");
      return { negate, matches: globToRegExp(pattern) };
    });
  return (relative) => {
    const parts = relative.split("/");
    let ignored = false;
    for (const rule of rules) {
      for (let depth = 1; depth <= parts.length; depth += 1) {
        if (rule.matches.test(parts.slice(0, depth).join("/"))) {
          ignored = !rule.negate;
          break;
        }
      }
    }
    return ignored;
  };
}

// ---------------------------------------------------------------------------------------
// Processes and HTTP

/**
 * Runs a command to its end, keeping its output for the error message.
 *
 * @param {Array<string>} argv
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number }} options
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function run(argv, { cwd, env, timeoutMs }) {
  const [command = "", ...args] = argv;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new CheckError(`${argv.join(" ")} did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new CheckError(`${command}: ${error.message}`));
    });
    child.on("close", (code) => {
      running.delete(child);
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** @param {string} output */
function tail(output, lines = 25) {
  const all = output.split("\n");
  // npm follows a usage error with its whole help text, which would hide the cause.
  const usage = all.findIndex((line) => /^npm error Clean install a project/.test(line));
  const kept = (usage === -1 ? all : all.slice(0, usage))
    .filter(
      (line) =>
        line.trim() &&
        !/npm warn (EBADENGINE|Unknown user config)|^npm warn\s+[a-z]+:|^npm warn }/.test(line),
    )
    .slice(-lines);
  return kept.map((line) => `    ${line}`).join("\n");
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} url
 * @returns {Promise<{ status: number, body: string } | undefined>}
 */
async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return undefined;
  }
}

/**
 * @param {string} directory
 * @returns {Promise<Array<string>>} files below `directory`, relative to it, sorted
 */
async function filesBelow(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

// ---------------------------------------------------------------------------------------
// The check

/** @type {string | undefined} */
let workdir;

function cleanUp() {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  if (workdir) rmSync(workdir, { recursive: true, force: true });
  workdir = undefined;
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

async function check() {
  const dockerfile = await readFile(path.join(root, "Dockerfile"), "utf8");
  const image = readImage(dockerfile);

  // The file list and the Dockerfile must say the same.
  /** @param {{ path: string, from: string }} entry */
  const key = (entry) => `${entry.path} (from ${entry.from})`;
  const listed = new Set(FINAL_STAGE.map(key));
  const copied = new Set(image.copies.map(key));
  const missingInDockerfile = [...listed].filter((entry) => !copied.has(entry));
  const missingInScript = [...copied].filter((entry) => !listed.has(entry));
  ensure(
    missingInDockerfile.length === 0 && missingInScript.length === 0,
    [
      "the Dockerfile's final stage and FINAL_STAGE in this script disagree",
      ...missingInDockerfile.map((entry) => `  copied by the script only: ${entry}`),
      ...missingInScript.map((entry) => `  copied by the Dockerfile only: ${entry}`),
    ].join("\n"),
  );
  ensure(
    image.copies.length === new Set(image.copies.map((entry) => entry.path)).size,
    "the Dockerfile copies one path twice",
  );
  say(`  ok  Dockerfile and this check copy the same ${FINAL_STAGE.length} paths`);

  const { final } = image;
  ensure(
    !["root", "0"].includes(final.user.split(":")[0] ?? ""),
    `the final stage runs as "${final.user}"; it needs a USER other than root`,
  );
  ensure(final.healthcheck, "the final stage has no HEALTHCHECK");
  ensure(final.cmd, "the final stage has no CMD");
  ensure(final.env.NODE_ENV === "production", "the final stage does not set NODE_ENV=production");
  ensure(
    !final.env.PORT || final.exposed.includes(final.env.PORT),
    `PORT=${final.env.PORT} is not EXPOSEd`,
  );
  const secretLike = Object.keys(final.env).filter((name) => /SECRET|TOKEN|PASSWORD/i.test(name));
  ensure(
    secretLike.length === 0,
    `the image bakes in ${secretLike.join(", ")}; pass it at run time`,
  );
  ensure(
    image.buildRuns.some((command) => /\bnpm run build\b/.test(command)),
    `the ${BUILD_STAGE} stage does not run npm run build`,
  );
  ensure(
    image.depsCopies.includes("package-lock.json"),
    `the ${DEPS_STAGE} stage does not copy package-lock.json, so its npm ci cannot work`,
  );
  const [depsInstall, ...otherInstalls] = image.depsInstall;
  ensure(
    depsInstall && otherInstalls.length === 0,
    `the ${DEPS_STAGE} stage must run npm ci exactly once`,
  );
  const installFlags = depsInstall.split(/\s+/).slice(2);
  ensure(
    installFlags.every((flag) => flag.startsWith("--")) && installFlags.includes("--omit=dev"),
    `the ${DEPS_STAGE} stage must run "npm ci --omit=dev [--flags]", got "${depsInstall}"`,
  );
  say(`  ok  runs as ${final.user}, NODE_ENV=production, HEALTHCHECK and CMD in exec form`);

  const imageNodeMajor = /^node:(\d+)/.exec(image.baseImage)?.[1];
  if (imageNodeMajor && imageNodeMajor !== process.versions.node.split(".")[0]) {
    say(
      `  note: the image runs Node ${imageNodeMajor}, this check runs Node ${process.versions.node}`,
    );
  }

  const serverBundle = path.join(root, "build", "index.js");
  const bundleAge = (await stat(serverBundle)).mtimeMs;
  const sources = await Promise.all(
    ["app", "bff"].map(async (folder) =>
      (await filesBelow(path.join(root, folder)).catch(() => [])).map((file) =>
        path.join(root, folder, file),
      ),
    ),
  );
  for (const file of sources.flat()) {
    if ((await stat(file)).mtimeMs > bundleAge) {
      say(
        `  note: ${path.relative(root, file)} is newer than build/; run npm run build for a current result`,
      );
      break;
    }
  }

  workdir = await mkdtemp(path.join(os.tmpdir(), "storefront-image-"));
  const depsDir = path.join(workdir, "deps");
  const appDir = path.join(workdir, "app");
  await mkdir(depsDir);
  await mkdir(appDir);

  // The context as Docker sends it, and the build stage as that context plus the build's output.
  const ignored = dockerignore(
    await readFile(path.join(root, ".dockerignore"), "utf8").catch(() => ""),
  );
  /** @param {string} relative */
  const isBuildOutput = (relative) =>
    BUILD_OUTPUTS.some((output) => relative === output || relative.startsWith(`${output}/`));
  for (const entry of FINAL_STAGE) {
    if (entry.from === DEPS_STAGE) continue;
    const source = path.join(root, entry.path);
    /** @param {string} relative */
    const present = (relative) =>
      entry.from === BUILD_STAGE
        ? isBuildOutput(relative) || !ignored(relative)
        : !ignored(relative);
    ensure(existsSync(source), `${entry.path} does not exist`);
    ensure(present(entry.path), `.dockerignore excludes ${entry.path}, so the image would lack it`);
    await cp(source, path.join(appDir, entry.path), {
      recursive: true,
      filter: (file) => present(path.relative(root, file).split(path.sep).join("/")),
    });
  }
  for (const [relative, what] of [
    ["build/index.js", "the server bundle"],
    ["public/build", "the browser assets"],
    ["public/favicon.ico", "the favicon"],
  ]) {
    ensure(
      existsSync(path.join(appDir, relative ?? "")),
      `${what} (${relative}) is missing from the image`,
    );
  }

  // Every package the server bundle imports must be installed as a production dependency.
  const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
  /** @type {Record<string, string>} */
  const dependencies = manifest.dependencies ?? {};
  /** @type {Record<string, string>} */
  const subpathImports = manifest.imports ?? {};
  const bundle = await readFile(path.join(appDir, "build", "index.js"), "utf8");
  // The bundle keeps the sources' comments, which may quote an import-like phrase.
  const code = bundle
    .split("\n")
    .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line))
    .join("\n");
  const specifiers = new Set(
    [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'\s]+)["']/g)]
      .map((match) => match[1] ?? "")
      .filter((specifier) => !/^(node:|\.|\/)/.test(specifier)),
  );
  for (const specifier of specifiers) {
    if (specifier.startsWith("#")) {
      const [pattern, target] =
        Object.entries(subpathImports).find(([key]) =>
          key.endsWith("*") ? specifier.startsWith(key.slice(0, -1)) : specifier === key,
        ) ?? [];
      ensure(
        pattern && target,
        `build/index.js imports ${specifier}, which package.json "imports" does not map`,
      );
      const file = pattern.endsWith("*")
        ? target.replace("*", specifier.slice(pattern.length - 1))
        : target;
      ensure(
        /\.(c|m)?js$|\.json$/.test(file) && existsSync(path.join(appDir, file)),
        `build/index.js imports ${specifier} (${file}), which is not in the image as JavaScript; bundle it (remix.config.js serverDependenciesToBundle)`,
      );
      continue;
    }
    const name = specifier.startsWith("@")
      ? specifier.split("/").slice(0, 2).join("/")
      : (specifier.split("/")[0] ?? specifier);
    ensure(
      name in dependencies,
      `build/index.js imports ${specifier}, but ${name} is not in package.json dependencies`,
    );
  }
  say(`  ok  copied the final stage; build/index.js imports only production packages`);

  // The production install, in its own folder as in the prod-deps stage: the lockfile is
  // not part of the final stage.
  for (const file of ["package.json", "package-lock.json"]) {
    await cp(path.join(root, file), path.join(depsDir, file));
  }
  const lockfile = JSON.parse(await readFile(path.join(root, "package-lock.json"), "utf8"));
  /** @type {Record<string, { dev?: boolean, hasInstallScript?: boolean }>} */
  const lockedPackages = lockfile.packages ?? {};
  const scriptedProduction = Object.entries(lockedPackages)
    .filter(([name, entry]) => name && !entry.dev && entry.hasInstallScript)
    .map(([name]) => name.replace(/^.*node_modules\//, ""));
  if (installFlags.includes("--ignore-scripts")) {
    ensure(
      scriptedProduction.length === 0,
      `production dependencies with install scripts, which the image skips: ${scriptedProduction.join(", ")}`,
    );
  }
  const npmArgs = [...new Set([...installFlags, "--no-audit", "--no-fund", "--prefer-offline"])];
  const install = await run(["npm", "ci", ...npmArgs], {
    cwd: depsDir,
    env: process.env,
    timeoutMs: NPM_TIMEOUT_MS,
  });
  ensure(install.code === 0, `npm ci ${installFlags.join(" ")} failed:\n${tail(install.output)}`);
  const leaked = [
    ...DEV_ONLY_PACKAGES.map((name) => `node_modules/${name}`),
    ...Object.entries(lockedPackages)
      .filter(([, entry]) => entry.dev)
      .map(([name]) => name),
  ].filter(
    (name, index, all) => all.indexOf(name) === index && existsSync(path.join(depsDir, name)),
  );
  ensure(
    leaked.length === 0,
    `devDependencies in the production install: ${leaked.slice(0, 10).join(", ")}`,
  );
  await rename(path.join(depsDir, "node_modules"), path.join(appDir, "node_modules"));
  const installedCount = (await readdir(path.join(appDir, "node_modules"))).length;
  say(
    `  ok  npm ci ${installFlags.join(" ")}: ${installedCount} top-level entries, no devDependency`,
  );

  // Start it as the image would: its ENV, the CMD's argv, settings passed with `docker run -e`,
  // upstreams pointing at a port nobody listens on.
  const port = await freePort();
  const deadUpstream = `http://127.0.0.1:${await freePort()}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    PATH: process.env.PATH,
    ...final.env,
    // Repeats the image's value, checked above, in the literal type Remix declares.
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SHOP_ORIGIN: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomBytes(36).toString("base64url"),
    CMS_URL: deadUpstream,
    STORE_URL: deadUpstream,
  };

  const [command = "", ...args] = final.cmd;
  const spawnedAt = Date.now();
  const child = spawn(command, args, { cwd: appDir, env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let serverOutput = "";
  child.stdout.on("data", (chunk) => (serverOutput += chunk));
  child.stderr.on("data", (chunk) => (serverOutput += chunk));
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", () => resolve({ code: null, signal: null }));
  });

  const base = `http://127.0.0.1:${port}`;
  const startDeadline = Date.now() + STARTUP_TIMEOUT_MS;
  /** @type {Awaited<ReturnType<typeof get>>} */
  let health;
  while (Date.now() < startDeadline) {
    ensure(
      child.exitCode === null && child.signalCode === null,
      `${final.cmd.join(" ")} exited (${child.signalCode ?? `code ${child.exitCode}`}) while starting:\n${tail(serverOutput)}`,
    );
    health = await get(`${base}/healthz`);
    if (health) break;
    await sleep(200);
  }
  ensure(
    health,
    `GET /healthz did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${tail(serverOutput)}`,
  );
  ensure(
    health.status === 200 && health.body === "ok",
    `GET /healthz answered ${health.status} "${health.body.slice(0, 80)}", expected 200 "ok"`,
  );
  say(
    `  ok  ${final.cmd.join(" ")} started in ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s with the upstreams down; /healthz is 200 "ok"`,
  );

  const asset = (await filesBelow(path.join(appDir, "public", "build")))[0];
  ensure(asset, "public/build is empty");
  /** @type {Array<[string, (response: { status: number, body: string }) => boolean]>} */
  const probes = [
    ["/favicon.ico", (response) => response.status === 200],
    [`/build/${asset.split(path.sep).join("/")}`, (response) => response.status === 200],
    // The translations module is built from locales/ at run time: the files made it in.
    [
      "/translations/cs/cart+checkout.0000000000000000.js",
      (response) => response.status === 200 && response.body.includes('"language":"cs"'),
    ],
  ];
  for (const [probe, accept] of probes) {
    const response = await get(`${base}${probe}`);
    ensure(response && accept(response), `GET ${probe} answered ${response?.status ?? "nothing"}`);
  }
  say(`  ok  serves ${probes.map(([probe]) => probe).join(", ")}`);

  const healthcheck = await run(final.healthcheck.argv, {
    cwd: appDir,
    env,
    timeoutMs: final.healthcheck.timeoutMs,
  });
  ensure(
    healthcheck.code === 0,
    `the HEALTHCHECK command exited ${healthcheck.code}${healthcheck.output.trim() ? `:\n${tail(healthcheck.output)}` : " without output"}`,
  );
  say("  ok  the HEALTHCHECK command reports healthy");

  // In the container node is PID 1, which the kernel spares from signals it has no handler
  // for: dying of the signal here would mean waiting for SIGKILL there, so demand a clean exit.
  child.kill(/** @type {NodeJS.Signals} */ (final.stopSignal));
  /** @type {NodeJS.Timeout | undefined} */
  let stopTimer;
  const stopped = await Promise.race([
    exited,
    new Promise((resolve) => (stopTimer = setTimeout(resolve, STOP_TIMEOUT_MS))).then(
      () => undefined,
    ),
  ]);
  clearTimeout(stopTimer);
  ensure(
    stopped,
    `the server did not exit within ${STOP_TIMEOUT_MS / 1000} s of ${final.stopSignal}`,
  );
  ensure(
    stopped.code === 0,
    `the server exited with ${stopped.signal ?? `code ${stopped.code}`} on ${final.stopSignal}, expected code 0:\n${tail(serverOutput)}`,
  );
  say(`  ok  ${final.stopSignal} stops it cleanly`);
}

if (!existsSync(path.join(root, "build", "index.js"))) {
  process.stderr.write("image check: build/index.js is missing; run `npm run build` first\n");
  process.exit(1);
}

const startedAt = Date.now();
let failed = false;
try {
  await check();
} catch (error) {
  failed = true;
  const message =
    error instanceof CheckError
      ? error.message
      : String(error instanceof Error ? error.stack : error);
  say(`  FAIL ${message}`);
} finally {
  cleanUp();
}
say(`  (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
say(failed ? "image: 0 passed, 1 failed" : "image: 1 passed, 0 failed");
process.exitCode = failed ? 1 : 0;
