/**
 * Reads the members of a zip archive held in memory (PKWARE APPNOTE 6.3: the central directory
 * at the end of the file names each member, its method, sizes, CRC-32 and the offset of its local
 * header). Stored (0) and deflated (8) members are read, the latter with Node's zlib
 * inflateRawSync; each member's size and CRC-32 are checked. Encrypted members, ZIP64 archives
 * and other methods are refused by name: this reads what public data bundles ship (senate.gov's
 * LDA downloads), not every zip ever written.
 */
import { inflateRawSync } from "node:zlib";

export interface ZipMember {
  name: string;
  data: Buffer;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535 bytes. */
const END_RECORD_MAX_BACKWARD = 22 + 0xffff;

export class ZipError extends Error {
  constructor(detail: string) {
    super(`zip: ${detail}`);
    this.name = "ZipError";
  }
}

/** Every file member (folders skipped), in central-directory order. */
export function readZip(archive: Buffer): ZipMember[] {
  const end = findEndRecord(archive);
  const entries = archive.readUInt16LE(end + 10);
  const directorySize = archive.readUInt32LE(end + 12);
  const directoryOffset = archive.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw new ZipError("ZIP64 archives are not read");
  if (directoryOffset + directorySize > end)
    throw new ZipError("the central directory lies outside the file");

  const members: ZipMember[] = [];
  let at = directoryOffset;
  for (let i = 0; i < entries; i++) {
    if (archive.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new ZipError(`entry ${i + 1}: bad signature`);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localOffset = archive.readUInt32LE(at + 42);
    const name = archive.toString(flags & 0x800 ? "utf8" : "latin1", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (flags & 0x1) throw new ZipError(`${name}: encrypted members are not read`);
    if (archive.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER)
      throw new ZipError(`${name}: bad local header signature`);
    // The local header's name and extra field may differ in length from the central directory's.
    const start =
      localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const raw = archive.subarray(start, start + compressedSize);
    if (method !== 0 && method !== 8)
      throw new ZipError(`${name}: compression method ${method} is not read (stored or deflate only)`);
    const data = method === 0 ? Buffer.from(raw) : inflate(raw, name);
    if (data.length !== size) throw new ZipError(`${name}: ${data.length} bytes, the directory says ${size}`);
    if (crc32(data) !== crc) throw new ZipError(`${name}: CRC-32 mismatch`);
    members.push({ name, data });
  }
  return members;
}

function inflate(raw: Buffer, name: string): Buffer {
  try {
    return inflateRawSync(raw);
  } catch (error) {
    throw new ZipError(`${name}: ${(error as Error).message}`);
  }
}

function findEndRecord(archive: Buffer): number {
  const floor = Math.max(0, archive.length - END_RECORD_MAX_BACKWARD);
  for (let at = archive.length - 22; at >= floor; at--) {
    if (archive.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ZipError("no end-of-central-directory record: not a zip archive");
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO-HDLC, the zip and gzip one). */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
