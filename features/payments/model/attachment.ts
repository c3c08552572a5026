/**
 * Pure helpers of the `attachment` field: which files the server accepts, how its limits read, and
 * the wire form of a chosen file.
 *
 * Wire form: one string, a data URL with the file name as a parameter (RFC 2397 allows parameters;
 * the `name=` convention is the one react-jsonschema-form uses):
 * `data:application/pdf;name=bank%20statement.pdf;base64,JVBERi0…`. It carries the type, the name
 * and the bytes in the `fields` map of `POST /payments`, whose values are strings.
 */
import { numberFormat } from '@common/lib/intl';

/** What the checks need to know about a chosen file (a `File` has all three). */
export interface FileFacts {
  name: string;
  /** The MIME type the browser reports; may be empty when it does not know it. */
  type: string;
  size: number;
}

export type AttachmentProblem = 'type' | 'size';

/** True when `file` matches one `accept` entry: `image/png`, `image/*` or `.pdf` (HTML `accept` syntax). */
export function acceptsFile(accept: readonly string[] | undefined, file: FileFacts): boolean {
  if (accept === undefined || accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry === '') return false;
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type !== '' && type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** Why a chosen file is refused (type first), or `null` when it may be sent. */
export function attachmentProblem(
  file: FileFacts,
  accept: readonly string[] | undefined,
  maxSizeBytes: number | undefined,
): AttachmentProblem | null {
  if (!acceptsFile(accept, file)) return 'type';
  if (maxSizeBytes !== undefined && file.size > maxSizeBytes) return 'size';
  return null;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/jpg': 'JPEG',
  'image/pjpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/tiff': 'TIFF',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};

/**
 * How an `accept` entry reads for the player: a format name (`'PDF'`), or the kind of a wildcard
 * (`{ kind: 'image' }` for `image/*`, which the component translates).
 */
export function acceptEntryName(entry: string): { format: string } | { kind: string } {
  const text = entry.trim().toLowerCase();
  if (text.startsWith('.')) return { format: text.slice(1).toUpperCase() };
  if (text.endsWith('/*')) return { kind: text.slice(0, -2) };
  const known = Object.hasOwn(TYPE_NAMES, text) ? TYPE_NAMES[text] : undefined;
  if (known !== undefined) return { format: known };
  const subtype = text.split('/')[1] ?? text;
  return { format: (subtype.split(/[.+]/u).pop() ?? subtype).toUpperCase() };
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A byte count in the largest unit that keeps it at least 1, counting 1024 bytes to the kilobyte
 * as file managers do: 5 242 880 → `{ value: 5, unit: 'megabyte' }` (read "5 MB").
 */
export function byteSize(bytes: number): { value: number; unit: (typeof BYTE_UNITS)[number] } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < BYTE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: BYTE_UNITS[index] ?? 'byte' };
}

/** A byte count for people, with Intl unit formatting: `'5 MB'`, `'1.5 kB'`, `'300 byte'`. */
export function formatBytes(bytes: number, locale: string): string {
  const { value, unit } = byteSize(bytes);
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** Adds the file name to a `data:` URL from `FileReader.readAsDataURL` (see the wire form above). */
export function withFileName(dataUrl: string, fileName: string): string {
  const name = `;name=${encodeURIComponent(fileName)}`;
  const match = /^data:([^;,]*)/u.exec(dataUrl);
  if (!match) return dataUrl;
  const head = match[0];
  return `${head}${name}${dataUrl.slice(head.length)}`;
}

/** The file name inside an attachment's wire value, or `null` when it has none. */
export function attachmentFileName(value: string): string | null {
  const match = /^data:[^,]*?;name=([^;,]*)/u.exec(value);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
