/**
 * Response compression for everything the HTTP host answers in one piece (@fastify/compress):
 * brotli or gzip, whichever the client's Accept-Encoding prefers, for JSON answers of at least
 * COMPRESSION_THRESHOLD_BYTES. openapi.json (about 1 MB) travels in about a tenth of that.
 *
 * Left alone: event streams (the plugin never compresses text/event-stream, and the shim's SSE
 * replies are hijacked: a compressor would hold frames back until its buffer filled), GraphQL's
 * multipart answers (no compressible type), and request bodies (no Content-Encoding is read: a
 * body is taken as sent, within its 1 MiB limit).
 *
 * Registered before any route: the plugin attaches itself to each route as it is declared.
 */
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller answers cost more to compress than they save (the plugin's own default). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
