// A dereferenced JSON Schema (OpenAPI 3.1 / AsyncAPI payload) reduced to what a breaking-change
// check compares: the set of types, the enum, the object's fields and the array's items.
// Nullable spellings are folded into the type set, so `type: [string, 'null']`,
// `oneOf: [{ $ref: X }, { type: 'null' }]` and OpenAPI 3.0's `nullable: true` read the same.

export type Schema = Record<string, unknown>;

export interface Shape {
  /** The JSON types allowed; null means any. `integer` is a subset of `number`. */
  types: Set<string> | null;
  enum: unknown[] | null;
  properties: Record<string, Schema> | null;
  required: Set<string>;
  items: Schema | undefined;
  /** The members of a oneOf/anyOf with more than one non-null member. */
  variants: Schema[];
  /** The schema with allOf merged and a single-member union unwrapped: its keywords (maxLength…). */
  own: Schema;
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function isNullOnly(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const { type } = schema;
  if (type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null')) return true;
  return schema.const === null || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null);
}

/** allOf members merged into one schema: fields and required lists united, other keywords last one wins. */
export function mergeAllOf(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged: Schema = {};
  for (const member of [...(allOf as unknown[]).filter(isObject).map(mergeAllOf), rest]) {
    for (const [key, value] of Object.entries(member)) {
      if (key === 'properties' && isObject(value)) {
        merged.properties = { ...(merged.properties as Schema | undefined), ...value };
      } else if (key === 'required' && Array.isArray(value)) {
        merged.required = [...new Set([...((merged.required as string[] | undefined) ?? []), ...value])];
      } else {
        merged[key] = value;
      }
    }
  }
  return merged;
}

function declaredTypes(schema: Schema): Set<string> | null {
  const { type } = schema;
  let types: Set<string> | null = null;
  if (typeof type === 'string') types = new Set([type]);
  else if (Array.isArray(type)) types = new Set(type.map(String));
  else if (Array.isArray(schema.enum)) types = new Set(schema.enum.map(jsonTypeOf));
  else if ('const' in schema) types = new Set([jsonTypeOf(schema.const)]);
  else if (isObject(schema.properties) || Array.isArray(schema.required)) types = new Set(['object']);
  else if (isObject(schema.items)) types = new Set(['array']);
  if (types && schema.nullable === true) types.add('null');
  return types;
}

function unionTypes(shapes: Shape[]): Set<string> | null {
  if (shapes.some((shape) => shape.types === null)) return null;
  return new Set(shapes.flatMap((shape) => [...(shape.types as Set<string>)]));
}

export function shapeOf(input: unknown): Shape {
  const schema = mergeAllOf(isObject(input) ? input : {});
  const union = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (union) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...outer } = schema;
    const nullable = union.some(isNullOnly);
    const members = union.filter((member) => !isNullOnly(member)).filter(isObject);
    if (members.length === 1) {
      const shape = shapeOf({ ...outer, ...mergeAllOf(members[0]) });
      if (nullable && shape.types) shape.types.add('null');
      return shape;
    }
    const types = unionTypes(members.map(shapeOf));
    if (nullable && types) types.add('null');
    return {
      types,
      enum: null,
      properties: null,
      required: new Set(),
      items: undefined,
      variants: members,
      own: outer,
    };
  }
  return {
    types: declaredTypes(schema),
    enum: Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : null,
    properties: isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : null,
    required: new Set(Array.isArray(schema.required) ? schema.required.map(String) : []),
    items: isObject(schema.items) ? schema.items : undefined,
    variants: [],
    own: schema,
  };
}

/** Whether a value of JSON type `type` is allowed by `types` (an integer is a number). */
export function allows(types: Set<string> | null, type: string): boolean {
  return types === null || types.has(type) || (type === 'integer' && types.has('number'));
}

export function formatTypes(types: Set<string> | null): string {
  return types === null ? 'any type' : [...types].join('|');
}
