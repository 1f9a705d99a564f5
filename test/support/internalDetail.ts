/**
 * "No caller-visible body or header contains an internal host, port, SQL, stack trace or database
 * address, under any fault" (issue 13): one check over everything a caller can read of an answer.
 *
 *   expectNoInternalDetail({ status, headers, body });      // a REST, GraphQL or SSE answer
 *   internalDetailIn(text)                                   // the patterns found, for a message
 *
 * The patterns are what a leak looks like, not what today's code happens to print: loopback hosts
 * and any host:port, connection URLs of the databases, SQL statements and driver messages, stack
 * frames and source paths, socket error codes and the subgraph request the gateway builds. A test
 * may add its own (the port of the PostgreSQL or Redis it started).
 */
import { expect } from "vitest";

export interface LeakPattern {
  name: string;
  pattern: RegExp;
}

export const INTERNAL_DETAIL: readonly LeakPattern[] = [
  { name: "loopback host", pattern: /\b(?:127\.0\.0\.1|0\.0\.0\.0|localhost|\[::1\])\b/i },
  { name: "host:port", pattern: /\b(?:\d{1,3}\.){3}\d{1,3}:\d{2,5}\b/ },
  { name: "database or cache URL", pattern: /\b(?:postgres(?:ql)?|redis|rediss|sqlite|file):\/\//i },
  {
    name: "SQL statement",
    // Statement shapes, not the English words: a headline may say "select ... from".
    pattern:
      /\bselect\s+(?:\*|distinct\b|count\(|"\w+"|\w+\.\w+)|\binsert\s+into\s+"?\w+"?\s*\(|\bupdate\s+"?\w+"?\s+set\s+"?\w+"?\s*=|\bdelete\s+from\s+"?\w+"?\s+where\b|\bpg_\w+\(/i,
  },
  {
    name: "SQL driver message",
    pattern: /relation\s+"|syntax error at or near|SQLITE_[A-Z]+|column\s+"\w+"\s+does not exist/i,
  },
  {
    name: "stack frame",
    // V8's "    at fn (/path/file.ts:31:11)", "at node:internal/…:95:5", "at file:///…:1:2".
    pattern: /\bat\s+(?:[\w$.<>[\]]+\s+)?\(?(?:node:|file:\/\/|\/)[^\s()]*:\d+:\d+\)?/,
  },
  { name: "stack property", pattern: /"(?:stack|stacktrace)"\s*:/i },
  { name: "source path", pattern: /\/work\/|node_modules|\/home\/|\/tmp\/|\/usr\/lib\//i },
  {
    name: "socket error",
    pattern: /\b(?:ECONNREFUSED|ECONNRESET|EADDRINUSE|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH)\b/,
  },
  {
    name: "driver or gateway internals",
    pattern:
      /Connection terminated|SUBREQUEST_HTTP_ERROR|DOWNSTREAM_SERVICE_ERROR|_entities|__typename.*representations|Unhandled 'error'/i,
  },
];

export interface CallerAnswer {
  status?: number;
  headers?: Headers | Record<string, string>;
  body?: unknown;
}

/** What of an answer a caller reads, as text: the headers (name: value) and the body. */
export function visibleText(answer: CallerAnswer): string {
  const headers =
    answer.headers instanceof Headers ? [...answer.headers.entries()] : Object.entries(answer.headers ?? {});
  const body = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body ?? null);
  return `${headers.map(([name, value]) => `${name}: ${value}`).join("\n")}\n\n${body}`;
}

/** The names of the patterns found in `text`, each with the matched excerpt. */
export function internalDetailIn(text: string, extra: readonly LeakPattern[] = []): string[] {
  const found: string[] = [];
  for (const { name, pattern } of [...INTERNAL_DETAIL, ...extra]) {
    const match = pattern.exec(text);
    if (match) found.push(`${name}: ${JSON.stringify(match[0].slice(0, 120))}`);
  }
  return found;
}

/** Fails with the leaks found and the request that produced them (`label`). */
export function expectNoInternalDetail(
  answer: CallerAnswer,
  label = "",
  extra: readonly LeakPattern[] = [],
): void {
  const text = visibleText(answer);
  const leaks = internalDetailIn(text, extra);
  expect(leaks, `${label} ${answer.status ?? ""}: ${text.slice(0, 600)}`).toEqual([]);
}

/** Patterns for the address of a server a test started itself (its port, in any form). */
export function addressPatterns(url: string): LeakPattern[] {
  const { port, hostname } = new URL(url);
  return [
    { name: `address of ${hostname}`, pattern: new RegExp(`${hostname.replaceAll(".", "\\.")}`) },
    // As an address writes it (:5432, port 5432), not any number that happens to equal it.
    ...(port ? [{ name: `port ${port}`, pattern: new RegExp(`(?::|port\\s*)${port}(?!\\d)`, "i") }] : []),
  ];
}
