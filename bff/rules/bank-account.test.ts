import { describe, expect, it } from "vitest";

import cs from "#locales/cs/common.json";

import { checkBankAccount, normaliseBankAccount } from "./bank-account.ts";

describe("bank account for a refund", () => {
  it("takes a Czech account with and without a prefix, spaces dropped", () => {
    expect(checkBankAccount("19-2000145399/0800")).toEqual({
      ok: true,
      value: "19-2000145399/0800",
    });
    expect(checkBankAccount(" 2000145399 / 0800 ")).toEqual({
      ok: true,
      value: "2000145399/0800",
    });
  });

  it("refuses a number or prefix whose weighted sum is not divisible by 11", () => {
    expect(checkBankAccount("19-2000145398/0800")).toEqual({
      ok: false,
      message: "claims.errors.bankAccountCheck",
    });
    expect(checkBankAccount("18-2000145399/0800")).toMatchObject({ ok: false });
    // All zeros but one passes mod 11 trivially, yet is no account.
    expect(checkBankAccount("0000000000/0800")).toMatchObject({ ok: false });
  });

  it("refuses what has no account's shape", () => {
    for (const typed of ["2000145399", "2000145399/800", "1234567-2000145399/0800", "abc/0800"]) {
      expect(checkBankAccount(typed)).toEqual({
        ok: false,
        message: "claims.errors.bankAccountFormat",
      });
    }
    expect(checkBankAccount("   ")).toEqual({
      ok: false,
      message: "claims.errors.bankAccountRequired",
    });
  });

  it("takes an IBAN with the mod-97 check, in any case and grouping", () => {
    expect(checkBankAccount("cz65 0800 0000 1920 0014 5399")).toEqual({
      ok: true,
      value: "CZ6508000000192000145399",
    });
    expect(checkBankAccount("DE89 3704 0044 0532 0130 00")).toMatchObject({ ok: true });
    expect(checkBankAccount("CZ66 0800 0000 1920 0014 5399")).toEqual({
      ok: false,
      message: "claims.errors.bankAccountCheck",
    });
    expect(checkBankAccount("CZ65")).toEqual({
      ok: false,
      message: "claims.errors.bankAccountFormat",
    });
  });

  it("normalises spaces and case", () => {
    expect(normaliseBankAccount(" sk31 1200 0000 1987 4263 7541 ")).toBe(
      "SK3112000000198742637541",
    );
  });

  it("says what is wrong in Czech", () => {
    expect(cs.claims.errors.bankAccountFormat).toBe(
      "Zadejte účet ve tvaru předčíslí-číslo/kód banky, nebo IBAN",
    );
    expect(cs.claims.errors.bankAccountCheck).toBe(
      "Toto číslo účtu neexistuje, zkontrolujte ho prosím",
    );
  });
});
