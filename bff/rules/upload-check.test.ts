import { describe, expect, it } from "vitest";

import cs from "#locales/cs/common.json";

import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  checkUploads,
  sniffImageType,
} from "./upload-check.ts";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HEIC = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0]);
const PDF = new TextEncoder().encode("%PDF-1.7\n");

function file(bytes: Uint8Array<ArrayBuffer>, name: string, type = "image/jpeg") {
  return new File([bytes], name, { type });
}

describe("complaint photos", () => {
  it("are the spec's 5 files of 10 MB", () => {
    expect(MAX_UPLOAD_FILES).toBe(5);
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });

  it("are recognised by their first bytes", () => {
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(HEIC)).toBe("image/heic");
    expect(sniffImageType(PDF)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("refuse a document disguised with a .jpg name and an image type", async () => {
    const { uploads, errors } = await checkUploads([file(PDF, "vada.jpg", "image/jpeg")]);
    expect(uploads).toEqual([]);
    expect(errors).toEqual([{ key: "claims.errors.photoType", values: { name: "vada.jpg" } }]);
  });

  it("take the type from the content, whatever the name says", async () => {
    const { uploads, errors } = await checkUploads([file(PNG, "foto.jpg")]);
    expect(errors).toEqual([]);
    expect(uploads).toEqual([{ name: "foto.jpg", contentType: "image/png", bytes: PNG }]);
  });

  it("refuse a file over 10 MB and take one of exactly 10 MB", async () => {
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(JPEG);
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set(JPEG);
    const { uploads, errors } = await checkUploads([
      file(exact, "presne.jpg"),
      file(over, "velka.jpg"),
    ]);
    expect(uploads.map((upload) => upload.name)).toEqual(["presne.jpg"]);
    expect(errors).toEqual([
      { key: "claims.errors.photoTooLarge", values: { name: "velka.jpg", max: 10 } },
    ]);
  });

  it("refuse a sixth file and ignore an empty file input", async () => {
    const five = Array.from({ length: 5 }, (_, index) => file(JPEG, `${index}.jpg`));
    expect((await checkUploads([...five, file(new Uint8Array(), "")])).errors).toEqual([]);
    expect((await checkUploads([...five, file(JPEG, "6.jpg")])).errors).toEqual([
      { key: "claims.errors.photoTooMany", values: { max: 5 } },
    ]);
  });

  it("say what is wrong in Czech", () => {
    expect(cs.claims.errors.photoTooLarge).toBe("Soubor {{name}} je větší než {{max}} MB");
    expect(cs.claims.errors.photoType).toBe(
      "Soubor {{name}} není fotografie ve formátu JPEG, PNG nebo HEIC",
    );
    expect(cs.claims.errors.photoTooMany).toBe("Přiložte nejvýše {{max}} fotografií");
  });
});
