/**
 * Photos attached to a complaint: JPEG, PNG or HEIC recognised by their first bytes (a
 * file's name and its declared type are whatever the sender says), at most 5 files of at
 * most 10 MB each.
 */

export const MAX_UPLOAD_FILES = 5;
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** What the file input offers; the server checks the content whatever was chosen. */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/heic,.jpg,.jpeg,.png,.heic";

export type UploadType = "image/jpeg" | "image/png" | "image/heic";

export type UploadMessage = {
  key: "claims.errors.photoTooMany" | "claims.errors.photoTooLarge" | "claims.errors.photoType";
  values: Record<string, string | number>;
};

export type CheckedUpload = { name: string; contentType: UploadType; bytes: Uint8Array };

/** A file as it arrived; `truncated` when only its beginning was kept, the rest over a limit. */
export type UploadedFile = {
  name: string;
  size: number;
  truncated?: boolean;
  arrayBuffer(): Promise<ArrayBuffer>;
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF major brands of HEIF pictures from phones (HEVC-coded stills and sequences). */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The picture type the content shows, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (PNG.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(bytes, 8, 12))) {
    return "image/heic";
  }
  return null;
}

/**
 * Checks the chosen files. An empty file part (a file input left empty) is no file. Every
 * file is checked, so each message names its file; the count is checked first.
 */
export async function checkUploads(
  files: ReadonlyArray<UploadedFile>,
): Promise<{ uploads: Array<CheckedUpload>; errors: Array<UploadMessage> }> {
  const chosen = files.filter((file) => file.size > 0 || file.name !== "");
  if (chosen.length > MAX_UPLOAD_FILES) {
    return {
      uploads: [],
      errors: [{ key: "claims.errors.photoTooMany", values: { max: MAX_UPLOAD_FILES } }],
    };
  }
  const uploads: Array<CheckedUpload> = [];
  const errors: Array<UploadMessage> = [];
  for (const file of chosen) {
    if (file.truncated || file.size > MAX_UPLOAD_BYTES) {
      errors.push({
        key: "claims.errors.photoTooLarge",
        values: { name: file.name, max: MAX_UPLOAD_MB },
      });
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    if (contentType === null) {
      errors.push({ key: "claims.errors.photoType", values: { name: file.name } });
      continue;
    }
    uploads.push({ name: file.name, contentType, bytes });
  }
  return { uploads, errors };
}
