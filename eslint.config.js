import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Every file imports by alias. A file-specific `no-restricted-imports` replaces the global
 * one for its files, so each repeats this pattern.
 */
const BY_ALIAS = {
  group: ["../*", "**/../*"],
  message:
    "Import by alias (#app/…, #bff/…, #server/…): a moved file then changes only the lines that name it.",
};

/**
 * app/ reaches the BFF through bff/index.server.ts only; pure code it shares with the browser
 * comes from bff/rules/ (and the language list, bff/locales.js), and types from anywhere.
 */
const BFF_BOUNDARY = {
  regex: "^#bff/(?!index\\.server\\.ts$|rules/|locales\\.js$)",
  allowTypeImports: true,
  message:
    "app/ imports the BFF from #bff/index.server.ts (server code) or #bff/rules/* (pure code); other BFF modules only with `import type`. Re-export what the app needs there.",
};

/** Code that runs in browsers must not pull in the server-only BFF surface. */
const SERVER_ONLY_BFF = {
  regex: "^#bff/index\\.server\\.ts$",
  allowTypeImports: true,
  message:
    "Browser code imports no value from #bff/index.server.ts: call the BFF from a loader, action or *.server.ts module, and pass the data down.",
};

/**
 * No zod in what reaches the browser (decision 052): the library alone costs a form page
 * more than its JavaScript budget leaves. Schemas live in *.server.ts modules and run in
 * loaders and actions; forms get their native constraints as plain data.
 */
const NO_ZOD_IN_BROWSER = {
  group: ["zod", "zod/*", "@conform-to/zod", "@conform-to/zod/*"],
  allowTypeImports: true,
  message:
    "Code that reaches the browser imports no zod: put the schema in a *.server.ts module, and give the form its constraints as plain data (decision 052).",
};

/** A *.server module is an empty module in the browser: its values are not there. */
const SERVER_MODULES = {
  regex: "\\.server(\\.[jt]sx?)?$",
  allowTypeImports: true,
  message:
    "Browser code imports no value from a *.server module (the browser gets an empty module): pass the value down from a loader, or move it into a module without .server.",
};

const APP_TESTS = ["app/**/*.test.{ts,tsx}", "app/testing/**"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "sandbox/data/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
    rules: {
      "no-console": ["error", { allow: ["warn", "error"] }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", ["sibling", "index"]],
          pathGroups: [{ pattern: "#*/**", group: "internal" }],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "import/no-duplicates": "error",
      "no-restricted-imports": ["error", { patterns: [BY_ALIAS] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message:
            'Use `import * as z from "zod"`: the `z` object keeps all of zod, its locales and JSON Schema conversion included, where no bundler can drop them.',
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls (a picture strip) must take focus, or a keyboard cannot
      // scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
    },
  },
  {
    // Tests may still reach into the BFF for mocks, fixtures and spies.
    files: ["app/**/*.{ts,tsx,js}"],
    ignores: APP_TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [BY_ALIAS, BFF_BOUNDARY] }] },
  },
  {
    // Route modules reach the browser too, without their loader and action.
    files: ["app/**/*.{ts,tsx,js}"],
    ignores: [...APP_TESTS, "app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [BY_ALIAS, BFF_BOUNDARY, NO_ZOD_IN_BROWSER] }],
    },
  },
  {
    // Everything in app/ but route modules and *.server modules may run in a browser.
    files: ["app/**/*.{ts,tsx,js}"],
    ignores: [
      ...APP_TESTS,
      "app/**/*.server.{ts,tsx}",
      "app/root.tsx",
      "app/routes/*.{ts,tsx}",
      "app/routes/*/route.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [BY_ALIAS, BFF_BOUNDARY, SERVER_ONLY_BFF, SERVER_MODULES, NO_ZOD_IN_BROWSER],
        },
      ],
    },
  },
  {
    // The pure rules and the language list, which app/ shares with the browser.
    files: ["bff/rules/**/*.{ts,js}", "bff/locales.js"],
    ignores: ["bff/**/*.server.ts", "bff/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [BY_ALIAS, NO_ZOD_IN_BROWSER] }] },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    plugins: { vitest },
    rules: { ...vitest.configs.recommended.rules },
  },
  {
    files: ["e2e/**/*.ts"],
    ...playwright.configs["flat/recommended"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      // Helpers that end in an assertion count as one.
      "playwright/expect-expect": [
        "warn",
        { assertFunctionNames: ["expectLooksAsBefore", "expectNoSidewaysScroll"] },
      ],
    },
  },
);
