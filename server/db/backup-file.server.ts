import fs from "node:fs";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { Decrypter, Encrypter } from "age-encryption";

// The file format of a backup (and of the build's initial database): a gzip'd ustar whose first
// entry is a manifest (`cortexa-backup.json`: when, and the newest migration applied), then the
// database's directory as `db/...`. Written and read as streams: a file is never held in memory.
// With BACKUP_RECIPIENTS set, that gzip'd tar is encrypted to them in the age format (age-encryption,
// https://age-encryption.org/v1): `age -d -i key.txt FILE | tar tz` lists it, and `db:restore`
// decrypts it with BACKUP_IDENTITY_FILE.

export const MANIFEST = "cortexa-backup.json";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The newest applied migration's created_at (drizzle's `when`), or null. */
  migration: number | null;
  /** What this build calls it, when it knows it. */
  migrationTag?: string;
}

// ---- tar (ustar) ---------------------------------------------------------------------------

function header(name: string, size: number, type: "0" | "5", mtime: number): Buffer {
  const block = Buffer.alloc(512);
  let prefix = "";
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
  }
  const field = (value: string, offset: number, length: number) => block.write(value, offset, length, "utf8");
  const octal = (value: number, offset: number, length: number) => field(value.toString(8).padStart(length - 1, "0") + "\0", offset, length);
  field(name, 0, 100);
  octal(type === "5" ? 0o700 : 0o600, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime / 1000), 136, 12);
  block.fill(" ", 148, 156);
  field(type, 156, 1);
  field("ustar\0", 257, 6);
  field("00", 263, 2);
  field(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(sum.toString(8).padStart(6, "0") + "\0 ", 148, 8);
  return block;
}

/** The tar stream of the manifest, then every directory and file under `dir` as `db/...`. */
function* tarEntries(dir: string, manifest: BackupManifest): Generator<Buffer> {
  const now = Date.now();
  const json = Buffer.from(JSON.stringify(manifest, null, 2) + "\n");
  yield header(MANIFEST, json.length, "0", now);
  yield Buffer.concat([json, Buffer.alloc((512 - (json.length % 512)) % 512)]);
  function* walk(rel: string): Generator<Buffer> {
    const full = path.join(dir, rel);
    yield header(`db/${rel}${rel ? "/" : ""}`.replace(/\/+$/, "/"), 0, "5", now);
    for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(child);
      else if (entry.isFile()) {
        const file = path.join(dir, child);
        const size = fs.statSync(file).size;
        yield header(`db/${child}`, size, "0", now);
        yield* readChunks(file, size);
        yield Buffer.alloc((512 - (size % 512)) % 512);
      }
    }
  }
  yield* walk("");
  yield Buffer.alloc(1024);
}

const CHUNK = 1 << 20;

/**
 * `size` bytes of `file`, read synchronously. The snapshot is a private copy, and a running
 * server's event loop is busy with requests: one asynchronous read per file (open, read, close,
 * each waiting for a turn of the loop) made a backup of ~1,000 small files take minutes while
 * clients wrote.
 */
function* readChunks(file: string, size: number): Generator<Buffer> {
  const fd = fs.openSync(file, "r");
  try {
    for (let at = 0; at < size; ) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, size - at));
      const read = fs.readSync(fd, chunk, 0, chunk.length, at);
      if (read === 0) throw new Error(`${file} ended before its ${size} bytes`);
      yield read === chunk.length ? chunk : chunk.subarray(0, read);
      at += read;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** The pieces of `source` joined into buffers of about CHUNK bytes: fewer, larger writes to gzip. */
function* batched(source: Iterable<Buffer>): Generator<Buffer> {
  let pending: Buffer[] = [];
  let bytes = 0;
  for (const piece of source) {
    pending.push(piece);
    bytes += piece.length;
    if (bytes >= CHUNK) {
      yield Buffer.concat(pending, bytes);
      pending = [];
      bytes = 0;
    }
  }
  if (bytes) yield Buffer.concat(pending, bytes);
}

/** A readable gzip'd tar of the snapshot in `dir` with its manifest. */
export function backupStream(dir: string, manifest: BackupManifest): Readable {
  return Readable.from(batched(tarEntries(dir, manifest))).pipe(createGzip({ level: 6, chunkSize: CHUNK }));
}

// ---- age encryption --------------------------------------------------------------------------

const AGE_HEADER = "age-encryption.org/v1";

/** Whether `file` is age-encrypted (its first line names the format). */
export function isEncrypted(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(AGE_HEADER.length);
    fs.readSync(fd, head, 0, head.length, 0);
    return head.toString("latin1") === AGE_HEADER;
  } finally {
    fs.closeSync(fd);
  }
}

/** `source` encrypted to the age recipients (`age1...`), as a stream. */
export async function encrypted(source: Readable, recipients: string[]): Promise<Readable> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  const out = await encrypter.encrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(out as never);
}

/** The identities (`AGE-SECRET-KEY-...` lines) of an age identity file, as age-keygen writes it. */
export function readIdentities(file: string): string[] {
  const keys = fs
    .readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith("AGE-SECRET-KEY-"));
  if (!keys.length) throw new Error(`${file} holds no age identity (a line AGE-SECRET-KEY-1...).`);
  return keys;
}

/** The plain (gzip'd tar) stream of a backup file, decrypted with `identities` when it is encrypted. */
async function plainStream(file: string, identities: string[] | undefined): Promise<Readable> {
  if (!isEncrypted(file)) return fs.createReadStream(file);
  if (!identities?.length) {
    throw new Error("This backup is encrypted: set BACKUP_IDENTITY_FILE to the age identity file (the secret key) that matches its recipient.");
  }
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  try {
    const out = await decrypter.decrypt(Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>);
    return Readable.fromWeb(out as never);
  } catch (error) {
    throw new Error(`This backup could not be decrypted with BACKUP_IDENTITY_FILE's key: ${(error as Error).message}`);
  }
}

/**
 * Reads a backup: its manifest, and with `extractTo`, its files (the `db/` directory) there. An
 * encrypted backup needs the matching age `identities`.
 */
export async function readBackup(file: string, extractTo?: string, identities?: string[]): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let current: { remaining: number; padding: number; fd?: number; manifest?: Buffer[] } | undefined;
  let ended = false;
  const stop = new Error("manifest read");
  const consume = (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended) {
      if (current) {
        const take = Math.min(current.remaining, pending.length);
        if (take > 0) {
          const part = pending.subarray(0, take);
          if (current.fd !== undefined) fs.writeSync(current.fd, part);
          current.manifest?.push(Buffer.from(part));
          current.remaining -= take;
          pending = pending.subarray(take);
        }
        if (current.remaining > 0) return;
        if (pending.length < current.padding) return;
        pending = pending.subarray(current.padding);
        if (current.fd !== undefined) fs.closeSync(current.fd);
        if (current.manifest) {
          manifest = JSON.parse(Buffer.concat(current.manifest).toString("utf8")) as BackupManifest;
          if (!extractTo) throw stop;
        }
        current = undefined;
      }
      if (pending.length < 512) return;
      const block = pending.subarray(0, 512);
      pending = pending.subarray(512);
      if (block.every((b) => b === 0)) {
        ended = true;
        return;
      }
      const text = (offset: number, length: number) => block.toString("utf8", offset, offset + length).replace(/\0.*$/s, "");
      const name = [text(345, 155), text(0, 100)].filter(Boolean).join("/");
      const size = parseInt(text(124, 12).trim() || "0", 8);
      const type = text(156, 1) || "0";
      const padding = (512 - (size % 512)) % 512;
      if (name === MANIFEST) {
        current = { remaining: size, padding, manifest: [] };
        continue;
      }
      if (!manifest) throw new Error("This file is not a backup of this site (no manifest first).");
      if (!/^db(\/|$)/.test(name) || name.split("/").includes("..")) throw new Error(`Unexpected entry in the backup: ${name}`);
      const target = extractTo ? path.join(extractTo, name) : undefined;
      if (type === "5") {
        if (target) fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        current = { remaining: 0, padding: 0 };
      } else {
        if (target) fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        current = { remaining: size, padding, fd: target ? fs.openSync(target, "w", 0o600) : undefined };
      }
    }
  };
  try {
    await pipeline(
      await plainStream(file, identities),
      createGunzip(),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          try {
            consume(chunk);
            callback();
          } catch (error) {
            callback(error as Error);
          }
        },
      }),
    );
  } catch (error) {
    if (error !== stop) {
      if ((error as NodeJS.ErrnoException).code === "Z_DATA_ERROR") throw new Error("This file is not a backup of this site (not gzip).");
      throw error;
    }
  }
  if (!manifest) throw new Error("This file is not a backup of this site (no manifest).");
  return manifest;
}

