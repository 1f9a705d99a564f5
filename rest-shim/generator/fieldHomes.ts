/**
 * Where each root field is served: its owning subgraph (or the gateway) and the module that
 * resolves it, derived from the code for docs/ROUTES.md (bin/generate.ts), never written by hand.
 *
 * How, and why this way:
 * - A subgraph's root fields are declared by the resolver classes its definition lists
 *   (`definition.resolvers`, the classes type-graphql builds its schema from). type-graphql
 *   records each `@Query`/`@Subscription` with the class that declares it (its metadata storage),
 *   so the owner of a field is the subgraph whose definition lists that class (or a subclass).
 * - A class does not know its file, so every module of the subgraph's `resolvers/` folder is
 *   imported and each class it exports is matched by identity: the module is the one that exports
 *   the very class the definition lists (also when a kit factory made it, as
 *   `instrumentOperation` does). Matching by identity, not by name or by parsing imports, cannot
 *   pick a namesake, and a definition class exported by no module of the `resolvers/` folders, or
 *   by two (a re-export), fails the generation by name instead of leaving a blank or wrong row.
 * - The gateway's own fields (GATEWAY_TYPE_DEFS) are resolved by resolver maps its modules build
 *   per process (`Query: { serviceLogs: … }`); the module given is the one whose source holds the
 *   map resolving the field, found by reading the modules' syntax (TypeScript's parser). A field
 *   of GATEWAY_TYPE_DEFS that no map resolves fails the generation.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Kind, parse } from "graphql";
import { getMetadataStorage } from "type-graphql";
import ts from "typescript";
import type { SubgraphDefinition } from "../../subgraphs/kit/subgraph.js";
import type { RouteSpec } from "../routeSpec.js";

/** Who serves a root field, and in which module (a path from the repository's root). */
export interface FieldHome {
  owner: string;
  module: string;
}

/** Homes by `<operation>:<field>` (`query:priceSnapshot`, `subscription:bars`). */
export type FieldHomes = ReadonlyMap<string, readonly FieldHome[]>;

export const homeKey = (operation: RouteSpec["operation"], field: string) => `${operation}:${field}`;

/** The service's non-test TypeScript modules under `dir` (relative to `root`), recursively. */
function modulesUnder(root: string, dir: string): string[] {
  return (readdirSync(join(root, dir), { recursive: true }) as string[])
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("testing/"))
    .sort()
    .map((file) => `${dir}/${file}`);
}

async function exportsOf(root: string, module: string): Promise<unknown[]> {
  return Object.values(await import(pathToFileURL(join(root, module)).href));
}

function add(homes: Map<string, FieldHome[]>, key: string, home: FieldHome): void {
  const known = homes.get(key) ?? [];
  if (!known.some((h) => h.owner === home.owner && h.module === home.module))
    homes.set(key, [...known, home]);
}

/** The homes of every subgraph's root fields, from the definitions and their `resolvers/` modules. */
export async function subgraphFieldHomes(
  root: string,
  definitions: Readonly<Record<string, SubgraphDefinition>>,
): Promise<Map<string, FieldHome[]>> {
  // biome-ignore lint/complexity/noBannedTypes: type-graphql's metadata names classes as Function.
  const modulesOf = new Map<Function, string[]>();
  for (const name of Object.keys(definitions)) {
    for (const module of modulesUnder(root, `subgraphs/${name}/resolvers`)) {
      for (const value of await exportsOf(root, module)) {
        if (typeof value === "function") modulesOf.set(value, [...(modulesOf.get(value) ?? []), module]);
      }
    }
  }
  const storage = getMetadataStorage();
  const declared = [
    ...storage.queries.map((field) => ({ field, operation: "query" as const })),
    ...storage.subscriptions.map((field) => ({ field, operation: "subscription" as const })),
  ];
  const homes = new Map<string, FieldHome[]>();
  for (const [owner, definition] of Object.entries(definitions)) {
    for (const resolver of definition.resolvers) {
      const modules = modulesOf.get(resolver) ?? [];
      const module = modules[0];
      // Exported twice (a re-export), the declaring module cannot be told from the other.
      if (module === undefined || modules.length > 1) {
        const exporters = modules.length === 0 ? "no module" : modules.join(" and ");
        throw new Error(
          `${owner}: class ${resolver.name} is exported by ${exporters} of subgraphs/*/resolvers/; ` +
            "export it once, from the module that declares it",
        );
      }
      for (const { field, operation } of declared) {
        const target = field.target;
        if (target === resolver || resolver.prototype instanceof target)
          add(homes, homeKey(operation, field.schemaName), { owner, module });
      }
    }
  }
  return homes;
}

/**
 * The homes of the fields the gateway serves itself (declared in `joined`, GATEWAY_TYPE_DEFS):
 * the gateway modules whose resolver maps (`Query: { field… }`, `Subscription: { field… }`)
 * resolve them, read from their source, since those maps are built per process from its access
 * and monitor and so cannot be read without running them.
 */
export function gatewayFieldHomes(root: string, joined: string): Map<string, FieldHome[]> {
  const declared = new Set(rootFieldsExtended(joined).map(([operation, field]) => homeKey(operation, field)));
  const homes = new Map<string, FieldHome[]>();
  for (const module of modulesUnder(root, "gateway")) {
    const source = ts.createSourceFile(
      module,
      readFileSync(join(root, module), "utf8"),
      ts.ScriptTarget.Latest,
    );
    for (const [operation, field] of resolverMapFields(source)) {
      const key = homeKey(operation, field);
      if (declared.has(key)) add(homes, key, { owner: "gateway", module });
    }
  }
  for (const key of declared) {
    if (!homes.has(key))
      throw new Error(`gateway: no module of gateway/ has a resolver map resolving ${key}`);
  }
  return homes;
}

const ROOTS: Readonly<Record<string, RouteSpec["operation"]>> = {
  Query: "query",
  Subscription: "subscription",
};

/**
 * The fields of every `Query: { … }` / `Subscription: { … }` object literal of a module; a computed
 * name (`[USER_EVENTS_FIELD]: …`) is read from the module's own string constant of that name.
 */
function resolverMapFields(source: ts.SourceFile): [RouteSpec["operation"], string][] {
  const constants = new Map<string, string>();
  const found: [RouteSpec["operation"], string][] = [];
  const nameOf = (name: ts.PropertyName): string | undefined => {
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
    if (ts.isComputedPropertyName(name) && ts.isIdentifier(name.expression))
      return constants.get(name.expression.text);
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) constants.set(node.name.text, node.initializer.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      const operation = ROOTS[node.name.text];
      for (const member of operation ? node.initializer.properties : []) {
        const field = member.name && nameOf(member.name);
        if (operation && field !== undefined) found.push([operation, field]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The root fields (`query`/`subscription`, name) that type definitions add by `extend type`. */
function rootFieldsExtended(typeDefs: string): [RouteSpec["operation"], string][] {
  return parse(typeDefs).definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) return [];
    const operation = ROOTS[definition.name.value];
    if (!operation) return [];
    return (definition.fields ?? []).map((field): [RouteSpec["operation"], string] => [
      operation,
      field.name.value,
    ]);
  });
}
