import express, { Router } from "express";
import * as z from "zod";

import { parseOrThrow } from "./http/validation.ts";

/**
 * The fake address-validation service, a third party the store server hosts under
 * /address-validation. Its verdicts are deterministic, so a test knows what it will get:
 * shape rules per field, and a few known postcodes whose city it checks.
 */

type Country = "cz" | "sk";
type Status = "valid" | "invalid" | "uncertain";

const FieldSchema = z.string().max(200).optional();

const BodySchema = z.object({
  country: z.enum(["cz", "sk"]),
  fields: z.object({
    street: FieldSchema,
    houseNumber: FieldSchema,
    city: FieldSchema,
    postcode: FieldSchema,
  }),
});

const FIELD_TITLES: Record<string, string> = {
  country: "Země musí být cz nebo sk",
  fields: "Pole adresy musí být texty street, houseNumber, city a postcode (nejvýše 200 znaků)",
};

/** Known postcodes, without their space, and the city each belongs to. */
const KNOWN_POSTCODES: Record<Country, ReadonlyMap<string, string>> = {
  cz: new Map([
    ["11000", "Praha"],
    ["60200", "Brno"],
    ["70200", "Ostrava"],
    ["30100", "Plzeň"],
    ["77900", "Olomouc"],
    ["37001", "České Budějovice"],
    ["46001", "Liberec"],
  ]),
  sk: new Map([
    ["81101", "Bratislava"],
    ["04001", "Košice"],
    ["01001", "Žilina"],
  ]),
};

const POSTCODE = /^\d{3} ?\d{2}$/;

/** A city name as shoppers type it either way: "ceske budejovice" is České Budějovice. */
function comparable(city: string): string {
  return city.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * A city without a letter is invalid; beside a known postcode of another city, uncertain.
 * Districts count as their city: "Praha 2" and "Brno-střed" are written that way.
 */
function cityStatus(country: Country, city: string, postcode: string | undefined): Status {
  if (!/\p{L}/u.test(city)) return "invalid";
  const known = postcode && KNOWN_POSTCODES[country].get(postcode.replace(/\s+/g, ""));
  if (!known) return "valid";
  const typed = comparable(city);
  const expected = comparable(known);
  const district = typed.startsWith(expected) && /[\s-]/.test(typed.charAt(expected.length));
  return typed === expected || district ? "valid" : "uncertain";
}

/** A shape rule's verdict: a field that keeps it is valid, one that breaks it invalid. */
function shape(valid: boolean): { status: Status } {
  return { status: valid ? "valid" : "invalid" };
}

export function addressValidationRouter(): Router {
  const router = Router();
  router.use(express.json());
  router.post("/validate", (req, res) => {
    const { country, fields } = parseOrThrow(BodySchema, req.body, {
      status: 422,
      titles: FIELD_TITLES,
    });
    const { street, houseNumber, city, postcode } = fields;
    const verdicts: Partial<Record<keyof typeof fields, { status: Status }>> = {};
    if (street !== undefined) verdicts.street = shape(/\p{L}/u.test(street));
    if (houseNumber !== undefined) verdicts.houseNumber = shape(/\d/.test(houseNumber));
    if (postcode !== undefined) verdicts.postcode = shape(POSTCODE.test(postcode.trim()));
    if (city !== undefined) verdicts.city = { status: cityStatus(country, city, postcode) };
    res.json({ data: { fields: verdicts } });
  });
  return router;
}
