import fc from "fast-check";

/**
 * Generators of hostile form submissions for the property tests of every action: arbitrary
 * and duplicated keys, Unicode that breaks naive code (NUL, right-to-left overrides, lone
 * surrogates), numbers where text is expected and text where numbers are, Conform paths
 * that turn a text field into an array or an object, files where text is expected, missing
 * and unknown `intent`s, and bodies that are no valid form at all.
 */

/** A form value: text, or a file part (multipart only; urlencoded sends its name). */
export type HostileValue = string | { file: string; filename: string; type: string };

export type HostileBody =
  | { kind: "form"; encoding: "urlencoded" | "multipart"; entries: Array<[string, HostileValue]> }
  | { kind: "raw"; contentType: string; bytes: Uint8Array<ArrayBuffer> };

/** What one action's forms send: the intents it knows and a valid value per field. */
export type FormShape = {
  intents: ReadonlyArray<string>;
  /** Field names with a value the form would send, so some runs pass validation. */
  fields: Readonly<Record<string, string>>;
};

/** Strings that have broken form handlers elsewhere. */
export const NASTY_STRINGS: ReadonlyArray<string> = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202Etxt.exe\u202C",
  "\u200F\u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "\uFEFF",
  "\u00A0",
  "\u2028\u2029",
  "\r\n",
  "\r\n--boundary--\r\n",
  "😀",
  "👩‍👩‍👧‍👦",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "ﬀﬁ",
  "Ž",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "9007199254740993",
  "99999999999999999999999999999999",
  "0x1F",
  " 7 ",
  "true",
  "on",
  "null",
  "undefined",
  "[]",
  "{}",
  '{"__proto__":{"polluted":1}}',
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "%00",
  "%",
  "%E0%A4%A",
  "../../etc/passwd",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "' OR 1=1 --",
  "${7*7}{{7*7}}",
  "jana.novakova@example.cz",
  "jana.novakova@example.cz\r\nBcc: x@evil.example",
  "a@b",
  "@",
];

/** Keys that reach for an object's prototype or Conform's path syntax. */
const PROTOTYPE_KEYS: ReadonlyArray<string> = [
  "__proto__",
  "__proto__.polluted",
  "__proto__[polluted]",
  "constructor",
  "constructor.prototype.polluted",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "then",
  "",
  ".",
  "[]",
  "[0]",
  "a..b",
  "a[",
  "]",
];

/** Conform reads `x[0]` and `x.y` as paths: a text field arrives as an array or object. */
const PATH_SUFFIXES: ReadonlyArray<string> = [
  "[0]",
  "[1]",
  "[]",
  ".x",
  "[0].x",
  ".__proto__",
  "[99999999]",
  "[-1]",
  "[1e3]",
  // Deeper than any form's names: Conform walks a path recursively.
  "[0]".repeat(4000),
  ".a".repeat(2000),
  "[a]".repeat(50),
];

/** Anything a client can put into one value, bounded in size. */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("a", "ž", "😀", "\u0000", "%", "\u202E"), fc.nat({ max: 3000 }))
        .map(([unit, count]) => unit.repeat(count)),
    },
  );
}

function hostileValue(): fc.Arbitrary<HostileValue> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileText() },
    {
      weight: 1,
      arbitrary: fc.record({
        file: hostileText(),
        filename: fc.oneof(fc.constantFrom("a.csv", "", "..\\..\\x", "\u0000.txt"), hostileText()),
        type: fc.constantFrom("text/csv", "application/octet-stream", "", "text/html"),
      }),
    },
  );
}

function hostileKey(known: ReadonlyArray<string>): fc.Arbitrary<string> {
  const knownKey = fc.constantFrom(...known, "intent");
  return fc.oneof(
    { weight: 4, arbitrary: knownKey },
    {
      weight: 2,
      arbitrary: fc
        .tuple(knownKey, fc.constantFrom(...PATH_SUFFIXES))
        .map(([key, suffix]) => key + suffix),
    },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  );
}

/** Missing, known, unknown, empty or doubled `intent`. */
function intentEntries(intents: ReadonlyArray<string>): fc.Arbitrary<Array<[string, string]>> {
  const intent = intents.length > 0 ? fc.constantFrom(...intents) : hostileText();
  return fc.oneof(
    fc.constant<Array<[string, string]>>([]),
    intent.map((value): Array<[string, string]> => [["intent", value]]),
    hostileText().map((value): Array<[string, string]> => [["intent", value]]),
    fc
      .tuple(intent, fc.oneof(intent, hostileText()))
      .map(([first, second]): Array<[string, string]> => [
        ["intent", first],
        ["intent", second],
      ]),
  );
}

/**
 * Entries of one submission: some of the form's own fields with valid values, some with
 * hostile ones (several times over), arbitrary keys, and an intent or none, shuffled.
 */
function hostileEntries(shape: FormShape): fc.Arbitrary<Array<[string, HostileValue]>> {
  const known = Object.keys(shape.fields);
  const valid = fc.subarray(Object.entries(shape.fields));
  const hostile = fc.array(fc.tuple(hostileKey(known), hostileValue()), { maxLength: 10 });
  return fc
    .tuple(valid, hostile, intentEntries(shape.intents))
    .chain(([validEntries, hostileOnes, intent]) =>
      fc.shuffledSubarray([...validEntries, ...hostileOnes, ...intent], {
        minLength: validEntries.length + hostileOnes.length + intent.length,
      }),
    );
}

const encoder = new TextEncoder();

function bytesOf(...parts: Array<string | Uint8Array>): Uint8Array<ArrayBuffer> {
  const encoded = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part));
  const bytes = new Uint8Array(encoded.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of encoded) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** Bodies no browser sends: broken percent-escapes, invalid UTF-8, broken multipart. */
function malformedBody(shape: FormShape): fc.Arbitrary<HostileBody> {
  const key = hostileKey(Object.keys(shape.fields));
  const urlencoded = "application/x-www-form-urlencoded";
  const rawUrlencoded = fc
    .tuple(
      fc.array(
        fc.oneof(
          fc.constantFrom("&", "=", "%", "%zz", "%ED%A0%80", "%FF%FE", "+", ";", "%00", "&&=="),
          key.map(encodeURIComponent),
          fc.uint8Array({ maxLength: 16 }),
        ),
        { maxLength: 16 },
      ),
    )
    .map(([parts]): HostileBody => ({
      kind: "raw",
      contentType: urlencoded,
      bytes: bytesOf(...parts),
    }));
  const boundary = fc.constantFrom("b", "----x", "a".repeat(80), "with space", '"quoted"', "");
  const brokenMultipart = fc
    .tuple(
      boundary,
      fc.constantFrom(
        (b: string, name: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"`,
        (b: string, name: string) =>
          `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n--${b}`,
        (b: string, name: string) =>
          `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n--other--\r\n`,
        (b: string) => `--${b}\r\nContent-Type: text/plain\r\n\r\nno name\r\n--${b}--\r\n`,
        (b: string, name: string) =>
          `--${b}\nContent-Disposition: form-data; name=${name}\n\nx\n--${b}--\n`,
        (b: string, name: string) =>
          `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\n\r\n--inner--\r\n--${b}--\r\n`,
        (b: string, name: string) =>
          `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n${"X-Long: y\r\n".repeat(200)}\r\nx\r\n--${b}--\r\n`,
        () => "",
        () => "\r\n\r\n",
      ),
      key,
      fc.uint8Array({ maxLength: 32 }),
      fc.constantFrom("boundary=", 'boundary="', "", "BOUNDARY=", "boundary=; charset=utf-8"),
    )
    .map(([b, template, name, noise, parameter]): HostileBody => {
      const header = parameter === "boundary=" ? `boundary=${b}` : parameter;
      return {
        kind: "raw",
        contentType: `multipart/form-data; ${header}`,
        bytes: bytesOf(template(b, name), noise),
      };
    });
  const oddType = fc
    .tuple(
      fc.constantFrom(
        "application/x-www-form-urlencoded; charset=iso-8859-2",
        "APPLICATION/X-WWW-FORM-URLENCODED",
        "application/x-www-form-urlencoded;;;",
        "multipart/form-data",
        "text/plain",
        "application/json",
        "",
      ),
      fc.uint8Array({ maxLength: 64 }),
    )
    .map(([contentType, bytes]): HostileBody => ({
      kind: "raw",
      contentType,
      bytes: bytesOf(bytes),
    }));
  return fc.oneof(rawUrlencoded, brokenMultipart, oddType);
}

/** One hostile submission to an action whose forms have this shape. */
export function hostileBody(shape: FormShape): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom("urlencoded" as const, "multipart" as const), hostileEntries(shape))
        .map(([encoding, entries]): HostileBody => ({ kind: "form", encoding, entries })),
    },
    { weight: 2, arbitrary: malformedBody(shape) },
  );
}

/** The same form with one field of 1 MiB: over every action's body limit. */
export function megabyteBody(shape: FormShape, encoding: "urlencoded" | "multipart"): HostileBody {
  const [first = "x"] = Object.keys(shape.fields);
  return {
    kind: "form",
    encoding,
    entries: [...Object.entries(shape.fields), [first, "ž".repeat(512 * 1024)]],
  };
}

function multipartBytes(entries: Array<[string, HostileValue]>): {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
} {
  // Written by hand, not through FormData: a browser would escape quotes and line breaks
  // in a name, a hostile client does not.
  const boundary = "----hostile7MA4YWxkTrZu0gW";
  const parts = entries.map(([name, value]) => {
    if (typeof value === "string") {
      return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    }
    return (
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
      `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n${value.file}\r\n`
    );
  });
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: bytesOf(...parts, `--${boundary}--\r\n`),
  };
}

/** The body's bytes and Content-Type as a client sends them. */
export function encodeBody(body: HostileBody): {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
} {
  if (body.kind === "raw") return { contentType: body.contentType, bytes: body.bytes };
  if (body.encoding === "multipart") return multipartBytes(body.entries);
  const params = new URLSearchParams();
  for (const [name, value] of body.entries) {
    params.append(name, typeof value === "string" ? value : value.filename);
  }
  return {
    contentType: "application/x-www-form-urlencoded",
    bytes: encoder.encode(params.toString()),
  };
}

/** A short description of a body for a failure message (values cut, bytes counted). */
export function describeBody(body: HostileBody): string {
  if (body.kind === "raw") {
    return `${body.contentType || "(no type)"}: ${JSON.stringify(new TextDecoder().decode(body.bytes).slice(0, 300))}`;
  }
  const entries = body.entries.map(([name, value]) => {
    const text = typeof value === "string" ? value : `file ${value.filename}`;
    return `${JSON.stringify(name)}=${JSON.stringify(text.slice(0, 60))}${text.length > 60 ? `…(${text.length})` : ""}`;
  });
  return `${body.encoding}: ${entries.join(" & ")}`;
}
