/**
 * Scalars for values that name fields: a reason or unit map keyed by field, a list of withheld
 * fields. GraphQL writes those names as its fields are written (camelCase); the REST shim finds
 * these scalars in a route's result type and writes the names as its keys are written
 * (snake_case), so `null_reasons` names `debt_to_equity`, the key the same payload carries.
 * A plain JSONObject or String would leave REST callers with names that match no key.
 */
import { GraphQLScalarType, GraphQLString } from "graphql";
import { GraphQLJSONObject } from "graphql-scalars";

export const FIELD_MAP = "FieldMap";
export const FIELD_NAME = "FieldName";

/** A JSON object whose keys name fields of the payload (dotted for a nested block's field). */
export const FieldMap = new GraphQLScalarType({
  ...GraphQLJSONObject.toConfig(),
  name: FIELD_MAP,
  description:
    "A JSON object keyed by field names of this payload (camelCase here; the REST shim writes them snake_case).",
  specifiedByURL: undefined,
});

/** A string naming a field of the payload. */
export const FieldName = new GraphQLScalarType({
  ...GraphQLString.toConfig(),
  name: FIELD_NAME,
  description: "The name of a field of this payload (camelCase here; the REST shim writes it snake_case).",
});
