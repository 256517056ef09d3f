import { type Request, Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { requireUser } from "#sandbox/store/accounts.ts";
import {
  ADDRESS_TYPES,
  type AddressInput,
  addressJson,
  assertAddressPlace,
  assertAddressesEnabled,
  deleteAddress,
  insertAddress,
  listAddresses,
  requireAddress,
  updateAddress,
} from "#sandbox/store/addresses.ts";
import { isPhone } from "#sandbox/store/form-rules.ts";

import { positiveIdParam } from "./query.ts";

const text = z.string().trim().min(1);
const countryCode = z.string().regex(/^[A-Z]{3}$/);

const AddressBodySchema = z.object({
  type: z.enum(ADDRESS_TYPES),
  name: text,
  companyName: text.nullish(),
  street: text,
  city: text,
  postcode: text,
  country_code: countryCode,
  region: text.nullish(),
  phone: z.string().trim().refine(isPhone).nullish(),
});
const PatchAddressBodySchema = AddressBodySchema.partial();
const AddressesQuerySchema = z.object({
  type: z.enum(ADDRESS_TYPES).optional(),
  country_code: countryCode.optional(),
});

const TITLES = {
  type: MESSAGES.chooseAddressType,
  name: MESSAGES.enterName,
  companyName: MESSAGES.enterCompanyName,
  street: MESSAGES.enterStreet,
  city: MESSAGES.enterCity,
  postcode: MESSAGES.postcode,
  country_code: MESSAGES.chooseCountry,
  region: MESSAGES.chooseRegion,
  phone: MESSAGES.phone,
};
const opts = { status: 422, titles: TITLES };

/** The logged-in customer's saved addresses, while the shop has the address book on. */
export function addressesRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();
  const customer = (req: Request) => {
    const user = requireUser(db, req, now());
    assertAddressesEnabled(db);
    return user;
  };
  const addressOf = (userId: number, id: string | undefined) => {
    const parsed = positiveIdParam.safeParse(id);
    if (!parsed.success) throw httpError(404, MESSAGES.addressNotFound);
    return requireAddress(db, userId, parsed.data);
  };

  router.get("/user/addresses", (req, res) => {
    const user = customer(req);
    const query = parseOrThrow(AddressesQuerySchema, req.query, {
      status: 400,
      titles: { type: MESSAGES.invalidAddressType, country_code: MESSAGES.invalidCountryCode },
    });
    res.json({ data: listAddresses(db, user.id, query).map(addressJson) });
  });

  router.post("/user/addresses", (req, res) => {
    const user = customer(req);
    const body = parseOrThrow(AddressBodySchema, req.body, opts);
    const address: AddressInput = {
      ...body,
      companyName: body.companyName ?? null,
      region: body.region ?? null,
      phone: body.phone ?? null,
    };
    assertAddressPlace(db, address);
    res.status(201).json({ data: addressJson(insertAddress(db, user.id, address)) });
  });

  router.patch("/user/addresses/:id", (req, res) => {
    const user = customer(req);
    const row = addressOf(user.id, req.params.id);
    const body = parseOrThrow(PatchAddressBodySchema, req.body, opts);
    const changes = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    ) as Partial<AddressInput>;
    // Postcode and region are checked against the country the address ends up in.
    const address: AddressInput = { ...addressJson(row), ...changes };
    assertAddressPlace(db, address);
    res.json({ data: addressJson(updateAddress(db, row, address)) });
  });

  router.delete("/user/addresses/:id", (req, res) => {
    const user = customer(req);
    deleteAddress(db, addressOf(user.id, req.params.id));
    res.status(204).end();
  });

  return router;
}
