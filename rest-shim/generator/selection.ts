/**
 * The REST selection of a GraphQL result type: every field, aliased to its snake_case REST key,
 * recursing into objects, and the JSON Schema of the same shape for OpenAPI. Entity joins
 * (Instrument) and fields that need arguments are left out: a REST answer is its operation's
 * own data, as the catalogue defines it.
 *
 * A persisted document (catalogue `document`) chooses its own selection: `documentSelectionOf`
 * derives the same JSON Schema from it, field by field, and insists on snake_case keys.
 */
import {
  type GraphQLField,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type SelectionSetNode,
} from "graphql";
import { FIELD_MAP, FIELD_NAME } from "../../subgraphs/kit/fieldNames.js";
import { snakeCase } from "./naming.js";

/** Types a REST payload never expands into: the cross-subgraph join. */
const JOIN_TYPES = new Set(["Instrument"]);
const MAX_DEPTH = 6;

type JsonSchema = Record<string, unknown>;

function scalarSchema(name: string): JsonSchema {
  switch (name) {
    case "Int":
      return { type: "integer" };
    case "Float":
      return { type: "number" };
    case "Boolean":
      return { type: "boolean" };
    case "JSONObject":
    case FIELD_MAP:
      return { type: "object" };
    default:
      return { type: "string" };
  }
}

function isSelectable(field: GraphQLField<unknown, unknown>): boolean {
  const needsArgument = field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  return !needsArgument && !JOIN_TYPES.has(getNamedType(field.type).name);
}

export interface Selection {
  text: string;
  schema: JsonSchema;
  /** REST paths (keys joined by dots, lists transparent) of values that name fields. */
  fieldNamePaths: string[];
}

const NAMES_FIELDS = new Set([FIELD_MAP, FIELD_NAME]);

export function selectionOf(type: GraphQLOutputType, depth = 0): Selection {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  // An enum lists its values, so a nullable one must list null too (JSON Schema checks `enum` apart from `type`).
  const withNull = (schema: JsonSchema): JsonSchema =>
    nullable
      ? {
          ...schema,
          type: [schema.type as string, "null"],
          ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}),
        }
      : schema;
  if (isListType(inner)) {
    const item = selectionOf(inner.ofType, depth);
    return { ...item, schema: withNull({ type: "array", items: item.schema }) };
  }
  if (isScalarType(inner)) {
    // The empty path is the value itself; its parent prefixes its own key.
    const fieldNamePaths = NAMES_FIELDS.has(inner.name) ? [""] : [];
    return { text: "", schema: withNull(scalarSchema(inner.name)), fieldNamePaths };
  }
  if (isEnumType(inner)) {
    return {
      text: "",
      schema: withNull({ type: "string", enum: inner.getValues().map((value) => value.name) }),
      fieldNamePaths: [],
    };
  }
  if (!isObjectType(inner) || depth >= MAX_DEPTH)
    return { text: "", schema: withNull({ type: "object" }), fieldNamePaths: [] };
  const lines: string[] = [];
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const fieldNamePaths: string[] = [];
  for (const field of Object.values(inner.getFields())) {
    if (!isSelectable(field)) continue;
    const key = snakeCase(field.name);
    const child = selectionOf(field.type, depth + 1);
    lines.push(child.text ? `${key}: ${field.name} ${child.text}` : `${key}: ${field.name}`);
    properties[key] = field.description ? { ...child.schema, description: field.description } : child.schema;
    if (isNonNullType(field.type)) required.push(key);
    for (const path of child.fieldNamePaths) fieldNamePaths.push(path ? `${key}.${path}` : key);
  }
  return {
    text: `{ ${lines.join(" ")} }`,
    // Closed: the selection is every key the answer can hold.
    schema: withNull({ type: "object", properties, required, additionalProperties: false }),
    fieldNamePaths,
  };
}

/**
 * The JSON Schema (and field-name paths) of a persisted document's selection of `type`: each
 * selected field under its response key, which must already be the REST key (snake_case: alias
 * it, `price_date: priceDate`). A leaf is typed as selectionOf types it; `where` names the place
 * in the document for the error. Fragments are refused: the selection is the REST contract, read
 * top-down in one place.
 */
export function documentSelectionOf(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  where: string,
): Omit<Selection, "text"> {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  const withNull = (schema: JsonSchema): JsonSchema =>
    nullable ? { ...schema, type: [schema.type as string, "null"] } : schema;
  if (isListType(inner)) {
    const item = documentSelectionOf(inner.ofType, selectionSet, where);
    return { ...item, schema: withNull({ type: "array", items: item.schema }) };
  }
  if (!isObjectType(inner)) {
    const { schema, fieldNamePaths } = selectionOf(type);
    return { schema, fieldNamePaths };
  }
  if (!selectionSet) throw new Error(`${where}: an object (${inner.name}) needs a selection`);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const fieldNamePaths: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD)
      throw new Error(`${where}: fragments are not accepted in a persisted document; select fields`);
    const key = selection.alias?.value ?? selection.name.value;
    const at = `${where}.${key}`;
    if (key !== snakeCase(key))
      throw new Error(
        `${at}: a REST key is snake_case; alias it: ${snakeCase(key)}: ${selection.name.value}`,
      );
    if (key in properties) throw new Error(`${at}: selected twice`);
    const field = inner.getFields()[selection.name.value];
    if (!field) throw new Error(`${at}: ${inner.name} has no field ${selection.name.value}`);
    const child = documentSelectionOf(field.type, selection.selectionSet, at);
    properties[key] = field.description ? { ...child.schema, description: field.description } : child.schema;
    if (isNonNullType(field.type)) required.push(key);
    for (const path of child.fieldNamePaths) fieldNamePaths.push(path ? `${key}.${path}` : key);
  }
  return {
    schema: withNull({ type: "object", properties, required, additionalProperties: false }),
    fieldNamePaths,
  };
}
