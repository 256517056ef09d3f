import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import * as z from "zod";

import { sendError, titleForStatus } from "./http/errors.ts";
import { parseOrThrow } from "./http/validation.ts";

/**
 * Latency and fault injection shared by both sandbox servers, so tests and demos can show
 * how the storefront behaves when an upstream is slow, failing or gone.
 *
 * Control API on each server (never itself delayed or faulted):
 * - `POST /__sandbox/faults` adds a rule, answers 201 `{ data: rule }`.
 * - `GET /__sandbox/faults` lists the rules with their remaining uses.
 * - `DELETE /__sandbox/faults` removes all rules, `DELETE /__sandbox/faults/:id` one.
 * The servers mount the control API only with test controls on (SANDBOX_TEST_CONTROLS=1).
 */

const FaultRuleInputSchema = z.object({
  /** A regular expression tested against the request path with its query string. */
  pathPattern: z.string().min(1).refine(isRegExp),
  method: z
    .string()
    .transform((method) => method.toUpperCase())
    .optional(),
  /**
   * Request headers that must all be present with exactly these values. Lets a test scope
   * a rule to its own cart token while other tests share the server.
   */
  headers: z.record(z.string(), z.string()).optional(),
  /**
   * An HTTP error status answered with the error body; "timeout" holds the request until
   * the client gives up; "reset" drops the connection. Without it the rule only delays.
   */
  status: z
    .union([z.number().int().min(400).max(599), z.enum(["timeout", "reset", "malformed"])])
    .optional(),
  /**
   * The share of matching requests the rule affects (0–1). The choice is deterministic:
   * 0.25 hits every fourth matching request, so a test knows what it will see.
   */
  share: z.number().gt(0).max(1).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
  /** How many matching requests the rule affects; without it, every one until removed. */
  times: z.number().int().positive().optional(),
});

const RULE_TITLES: Record<string, string> = {
  pathPattern: "Vzor cesty musí být platný regulární výraz",
  status: 'Stav musí být chybový kód 400–599, "timeout", "reset" nebo "malformed"',
  share: "Podíl musí být číslo větší než 0 a nejvýše 1",
  delayMs: "Zpoždění musí být celé číslo od 0 do 120000 ms",
  times: "Počet použití musí být kladné celé číslo",
};

export type FaultRuleInput = z.input<typeof FaultRuleInputSchema>;

interface FaultRule extends z.output<typeof FaultRuleInputSchema> {
  id: number;
  remaining: number | undefined;
  pattern: RegExp;
  /** Matching requests seen so far, for the deterministic share. */
  seen: number;
}

export interface FaultInjection {
  /** The control endpoints; mount before `middleware`. */
  router: Router;
  /** Applies the base latency and the first matching rule to every request. */
  middleware: RequestHandler;
}

export function createFaultInjection({
  latencyMs = 0,
}: { latencyMs?: number } = {}): FaultInjection {
  let rules: Array<FaultRule> = [];
  let nextId = 1;

  const take = (req: Request): FaultRule | undefined => {
    const rule = rules.find((candidate) => matches(candidate, req));
    if (!rule) return undefined;
    rule.seen += 1;
    if (Math.floor(rule.seen * rule.share) === Math.floor((rule.seen - 1) * rule.share)) {
      return undefined;
    }
    if (rule.remaining !== undefined) {
      rule.remaining -= 1;
      if (rule.remaining === 0) rules = rules.filter((candidate) => candidate !== rule);
    }
    return rule;
  };

  const router = express.Router();
  router.use(express.json());
  router.get("/", (_req, res) => {
    res.json({ data: rules.map(describe) });
  });
  router.post("/", (req, res) => {
    const input = parseOrThrow(FaultRuleInputSchema, req.body, {
      status: 422,
      titles: RULE_TITLES,
    });
    const rule: FaultRule = {
      ...input,
      id: nextId++,
      remaining: input.times,
      pattern: new RegExp(input.pathPattern),
      seen: 0,
    };
    rules.push(rule);
    res.status(201).json({ data: describe(rule) });
  });
  router.delete("/", (_req, res) => {
    rules = [];
    res.status(204).end();
  });
  router.delete("/:id", (req, res) => {
    const before = rules.length;
    rules = rules.filter((rule) => String(rule.id) !== req.params.id);
    if (rules.length === before) {
      sendError(res, 404, [{ title: "Pravidlo nebylo nalezeno" }]);
      return;
    }
    res.status(204).end();
  });

  const middleware: RequestHandler = (req, res, next) => {
    const rule = take(req);
    const delay = latencyMs + (rule?.delayMs ?? 0);
    if (rule?.status === undefined) {
      if (delay > 0) {
        holdAnswer(res, delay);
        // The handler's work waits for the next turn, so every request that arrived with
        // this one has started its clock first: run at once, the synchronous work of the
        // ones ahead would be added to the latency of the ones behind.
        setImmediate(next);
      } else {
        next();
      }
      return;
    }
    const { status } = rule;
    const act = (): void => {
      if (status === "reset") {
        req.socket.destroy();
      } else if (status === "malformed") {
        // A 200 whose body is cut off mid-JSON, as a broken proxy or upstream would send.
        res.status(200).type("application/json").send('{"data": [{"id": 1, "na');
      } else if (status !== "timeout") {
        sendError(res, status, [{ title: titleForStatus(status) }]);
      }
      // A "timeout" rule never answers; closing the server ends the held connection.
    };
    if (delay > 0) setTimeout(act, delay).unref();
    else act();
  };

  return { router, middleware };
}

/**
 * Lets the handler work meanwhile but sends its answer no sooner than `delayMs` after the
 * request arrived: a real upstream serves concurrent calls in parallel, so several calls
 * sent together all answer after the latency, instead of queueing behind one another's
 * work on the sandbox's single thread.
 */
function holdAnswer(res: Response, delayMs: number): void {
  const write = res.write;
  const end = res.end;
  const held: Array<() => void> = [];
  res.write = function heldWrite(this: Response, ...args: Parameters<Response["write"]>) {
    held.push(() => write.apply(this, args));
    return true;
  } as Response["write"];
  res.end = function heldEnd(this: Response, ...args: Parameters<Response["end"]>) {
    held.push(() => end.apply(this, args));
    return this;
  } as Response["end"];
  setTimeout(() => {
    res.write = write;
    res.end = end;
    for (const release of held) release();
  }, delayMs).unref();
}

function matches(rule: FaultRule, req: Request): boolean {
  if (rule.method !== undefined && rule.method !== req.method) return false;
  if (!rule.pattern.test(req.originalUrl)) return false;
  return Object.entries(rule.headers ?? {}).every(([name, value]) => req.get(name) === value);
}

function describe(rule: FaultRule) {
  return {
    id: rule.id,
    pathPattern: rule.pathPattern,
    method: rule.method ?? null,
    headers: rule.headers ?? {},
    status: rule.status ?? null,
    delayMs: rule.delayMs,
    share: rule.share,
    times: rule.times ?? null,
    remaining: rule.remaining ?? null,
  };
}

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
