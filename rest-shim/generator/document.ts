/**
 * The RouteSpec of a route served by a hand-written, persisted GraphQL operation (catalogue
 * `document`: a file under schema/catalogue/), for answers that span subgraphs — the copilot's
 * view of a ticker selects price, facts, signal, risk and news through `instrument(ticker:)` in
 * one operation through the gateway. Checked here, at generate time and at start-up, against the
 * public schema (the shim checks it again against the gateway's when it mounts):
 *
 * - one named query, no fragments, no directives (a `@skip` would make a required key optional);
 * - exactly one root field: its value is the answer, an object spread into the envelope as a
 *   generated route's is (or, with a composer, what the composer builds from it);
 * - every response key is already the REST key (snake_case: the document aliases);
 * - its variables are the route's parameters: types, defaults and enums from their declarations,
 *   ranges and dates from the rules of the arguments they feed, descriptions from those arguments.
 *
 * The answer's JSON Schema is the selection's, plus what a document route adds: `null_reasons`
 * and `part_errors` for the parts that failed (rest-shim/documentAnswer.ts).
 */
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  TypeInfo,
  typeFromAST,
  validate,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from "graphql";
import type { CatalogueEntry } from "../../catalogue/catalogue.js";
import type { ParamSpec } from "../../catalogue/routeParams.js";
import type { ArgumentRule } from "../../subgraphs/kit/validation.js";
import type { Composers } from "../composer.js";
import { NULL_REASONS_SCHEMA, PART_ERRORS_SCHEMA } from "../documentAnswer.js";
import type { RouteSpec } from "../routeSpec.js";
import type { ArgumentRules } from "./routeTable.js";
import { paramOf, routeOf } from "./routeTable.js";
import { documentSelectionOf } from "./selection.js";

/** Keys a document route's answer adds beside its selection. */
const ADDED_KEYS = ["null_reasons", "part_errors"];

function parsed(entry: CatalogueEntry): DocumentNode {
  try {
    return parse(entry.documentSource ?? "");
  } catch (error) {
    throw new Error(`${entry.name}: ${entry.document} does not parse: ${(error as Error).message}`);
  }
}

/** The document's one named query, checked against the schema. */
function operationOf(entry: CatalogueEntry, document: DocumentNode, schema: GraphQLSchema) {
  const where = `${entry.name}: ${entry.document}`;
  const [operation, ...others] = document.definitions;
  if (!operation || others.length > 0 || operation.kind !== Kind.OPERATION_DEFINITION)
    throw new Error(`${where}: a persisted document holds exactly one operation and no fragments`);
  if (operation.operation !== "query") throw new Error(`${where}: a persisted document is a query`);
  if (!operation.name) throw new Error(`${where}: the operation must be named (after a route it serves)`);
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`${where}: ${errors[0]?.message}`);
  visit(document, {
    Directive(node) {
      throw new Error(
        `${where}: @${node.name.value}: directives are not accepted; the selection is the contract`,
      );
    },
  });
  return operation;
}

/** The arguments each variable feeds, with the rule of each (ranges, dates). */
function variableUses(schema: GraphQLSchema, document: DocumentNode, rules: ArgumentRules) {
  const uses = new Map<string, { description?: string | null; rule?: ArgumentRule; where: string }[]>();
  const typeInfo = new TypeInfo(schema);
  const query = schema.getQueryType();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (node.value.kind !== Kind.VARIABLE) return;
        const argument = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (!argument || !field || !parent) return;
        const key = parent === query ? field.name : `${parent.name}.${field.name}`;
        const list = uses.get(node.value.name.value) ?? [];
        list.push({
          description: argument.description,
          rule: rules.get(key)?.get(argument.name),
          where: key,
        });
        uses.set(node.value.name.value, list);
      },
    }),
  );
  return uses;
}

function paramsOf(
  entry: CatalogueEntry,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  rules: ArgumentRules,
  document: DocumentNode,
): ParamSpec[] {
  const uses = variableUses(schema, document, rules);
  return (operation.variableDefinitions ?? []).map((definition) => {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    const fed = uses.get(name) ?? [];
    // One variable, several arguments: their rules must agree, or the route could not say its range.
    const [first, ...rest] = fed;
    for (const other of rest) {
      if (JSON.stringify({ ...other.rule, name: "" }) !== JSON.stringify({ ...first?.rule, name: "" }))
        throw new Error(
          `${entry.name}: $${name} feeds ${first?.where} and ${other.where}, whose rules differ`,
        );
    }
    const defaultValue = definition.defaultValue ? valueFromAST(definition.defaultValue, type) : undefined;
    return paramOf(
      entry,
      { name, type, defaultValue, description: first?.description ?? undefined },
      first?.rule,
    );
  });
}

export function buildDocumentRoute(
  entry: CatalogueEntry,
  schema: GraphQLSchema,
  rules: ArgumentRules,
  composers: Composers,
): RouteSpec {
  const document = parsed(entry);
  const operation = operationOf(entry, document, schema);
  const [root, ...more] = operation.selectionSet.selections;
  if (!root || more.length > 0 || root.kind !== Kind.FIELD)
    throw new Error(
      `${entry.name}: ${entry.document} selects exactly one root field, whose value is the answer`,
    );
  const field = schema.getQueryType()?.getFields()[root.name.value];
  if (!field) throw new Error(`${entry.name}: Query.${root.name.value} is not in the schema`);
  const key = root.alias?.value ?? root.name.value;
  const selection = documentSelectionOf(field.type, root.selectionSet, `${entry.name} ${key}`);
  const composer = entry.composer === undefined ? undefined : composers[entry.composer];
  if (entry.composer !== undefined && !composer)
    throw new Error(`${entry.name}: composer ${entry.composer} is not registered`);
  const params = paramsOf(entry, operation, schema, rules, document);
  for (const extra of composer?.params ?? []) {
    if (params.some((param) => param.name === extra.name))
      throw new Error(`${entry.name}: the composer's ${extra.name} is a variable of the document too`);
    params.push({
      ...extra,
      arg: extra.name,
      in: entry.method === "POST" ? "body" : "query",
      graphqlType: "the composer's (not a variable of the document)",
    });
  }
  let responseSchema: Record<string, unknown>;
  if (composer) responseSchema = composer.schema(selection.schema);
  else {
    const properties = (selection.schema as { properties?: Record<string, unknown> }).properties;
    if (!properties)
      throw new Error(`${entry.name}: the root field's value must be an object, whose keys are the answer's`);
    for (const added of ADDED_KEYS) {
      if (added in properties) throw new Error(`${entry.name}: ${added} is a key the route adds itself`);
    }
    const object = selection.schema as { properties: Record<string, unknown>; required: string[] };
    responseSchema = {
      ...object,
      type: "object",
      properties: {
        ...object.properties,
        null_reasons: NULL_REASONS_SCHEMA,
        part_errors: PART_ERRORS_SCHEMA,
      },
      required: [...object.required, ...ADDED_KEYS],
    };
  }
  const route = routeOf(entry, {
    field: key,
    operation: "query",
    params,
    document: entry.documentSource ?? "",
    fieldNamePaths: selection.fieldNamePaths,
    responseSchema,
  });
  return {
    ...route,
    documentFile: entry.document,
    ...(composer ? { composer, constraints: [...composer.constraints] } : {}),
  };
}
