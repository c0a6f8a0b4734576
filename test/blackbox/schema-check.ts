// A small JSON Schema (2020-12 subset, as OpenAPI 3.1 writes it) checker for response bodies. It knows exactly the
// keywords below and throws on any other validation keyword, so a schema the generator starts writing differently
// fails loudly instead of passing unchecked. No dependency: the only validator in node_modules (ajv) comes in
// transitively through prisma's dev tooling and could vanish with any prisma upgrade.

export type Schema = Record<string, unknown> | boolean;
export type Document = { components?: { schemas?: Record<string, Schema> } };

const ANNOTATIONS = new Set(['description', 'example', 'examples', 'default', 'title', 'deprecated', 'readOnly', 'writeOnly', '$comment', 'contentMediaType']);
const KNOWN = new Set([
  '$ref', 'type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'items', 'minItems', 'maxItems',
  'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'format',
  'anyOf', 'oneOf', 'allOf', 'not',
]);

const FORMATS: Record<string, (s: string) => boolean> = {
  uuid: (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s),
  'date-time': (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) && !Number.isNaN(Date.parse(s)),
  email: (s) => /^[^\s@]+@[^\s@]+$/.test(s),
  // RFC 3339 full-date: a real calendar day (2026-02-30 is not one).
  date: (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function matchesType(type: string, value: unknown): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeOf(value) === type;
}

function resolve(doc: Document, ref: string): Schema {
  const m = /^#\/components\/schemas\/(.+)$/.exec(ref);
  const target = m ? doc.components?.schemas?.[decodeURIComponent(m[1]!)] : undefined;
  if (target === undefined) throw new Error(`schema-check: unresolvable $ref ${ref}`);
  return target;
}

/** Every way `value` breaks `schema`, as "path: message" lines; empty when it conforms. */
export function checkSchema(doc: Document, schema: Schema, value: unknown, path = '$'): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: no value is allowed here`];
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key) && !ANNOTATIONS.has(key)) throw new Error(`schema-check: unsupported keyword "${key}" at ${path}`);
  }
  const s = schema as Record<string, any>;
  const out: string[] = [];
  if (s.$ref) out.push(...checkSchema(doc, resolve(doc, s.$ref), value, path));
  if (s.type !== undefined) {
    const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((t) => matchesType(t, value))) {
      return [...out, `${path}: expected ${types.join(' | ')}, got ${typeOf(value)} ${short(value)}`];
    }
  }
  if (s.enum && !s.enum.some((e: unknown) => e === value)) out.push(`${path}: ${short(value)} is not one of ${JSON.stringify(s.enum)}`);
  if ('const' in s && s.const !== value) out.push(`${path}: expected ${JSON.stringify(s.const)}, got ${short(value)}`);
  if (typeof value === 'string') out.push(...checkString(s, value, path));
  if (typeof value === 'number') out.push(...checkNumber(s, value, path));
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) out.push(`${path}: ${value.length} items, fewer than ${s.minItems}`);
    if (s.maxItems !== undefined && value.length > s.maxItems) out.push(`${path}: ${value.length} items, more than ${s.maxItems}`);
    if (s.items !== undefined) value.forEach((item, i) => out.push(...checkSchema(doc, s.items, item, `${path}[${i}]`)));
  }
  if (typeOf(value) === 'object') out.push(...checkObject(doc, s, value as Record<string, unknown>, path));
  if (s.allOf) for (const sub of s.allOf) out.push(...checkSchema(doc, sub, value, path));
  if (s.anyOf && !s.anyOf.some((sub: Schema) => checkSchema(doc, sub, value, path).length === 0)) {
    out.push(`${path}: matches none of anyOf (${s.anyOf.map((sub: Schema) => checkSchema(doc, sub, value, path)[0]).join('; ')})`);
  }
  if (s.oneOf) {
    const n = s.oneOf.filter((sub: Schema) => checkSchema(doc, sub, value, path).length === 0).length;
    if (n !== 1) out.push(`${path}: matches ${n} of oneOf, not exactly 1`);
  }
  if (s.not !== undefined && checkSchema(doc, s.not, value, path).length === 0) out.push(`${path}: matches a "not" schema`);
  return out;
}

function checkString(s: Record<string, any>, value: string, path: string): string[] {
  const out: string[] = [];
  const length = [...value].length; // code points, as JSON Schema counts
  if (s.minLength !== undefined && length < s.minLength) out.push(`${path}: shorter than ${s.minLength}`);
  if (s.maxLength !== undefined && length > s.maxLength) out.push(`${path}: longer than ${s.maxLength}`);
  if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(value)) out.push(`${path}: ${short(value)} does not match ${s.pattern}`);
  if (s.format !== undefined) {
    const check = FORMATS[s.format];
    if (!check) throw new Error(`schema-check: unsupported format "${s.format}" at ${path}`);
    if (!check(value)) out.push(`${path}: ${short(value)} is not a ${s.format}`);
  }
  return out;
}

function checkNumber(s: Record<string, any>, value: number, path: string): string[] {
  const out: string[] = [];
  if (s.minimum !== undefined && value < s.minimum) out.push(`${path}: ${value} below minimum ${s.minimum}`);
  if (s.maximum !== undefined && value > s.maximum) out.push(`${path}: ${value} above maximum ${s.maximum}`);
  if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) out.push(`${path}: ${value} not above ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) out.push(`${path}: ${value} not below ${s.exclusiveMaximum}`);
  return out;
}

function checkObject(doc: Document, s: Record<string, any>, value: Record<string, unknown>, path: string): string[] {
  const out: string[] = [];
  for (const name of s.required ?? []) if (!(name in value)) out.push(`${path}: missing required property "${name}"`);
  const props: Record<string, Schema> = s.properties ?? {};
  for (const [name, v] of Object.entries(value)) {
    if (name in props) out.push(...checkSchema(doc, props[name]!, v, `${path}.${name}`));
    else if (s.additionalProperties !== undefined) out.push(...checkSchema(doc, s.additionalProperties, v, `${path}.${name}`));
  }
  return out;
}

/** Property names present in `value` that `schema` does not document (no `properties` entry, no additionalProperties). */
export function undocumentedProperties(doc: Document, schema: Schema, value: unknown, path = '$'): string[] {
  if (typeof schema === 'boolean' || value === null || typeof value !== 'object') return [];
  const s = schema as Record<string, any>;
  if (s.$ref) return undocumentedProperties(doc, resolve(doc, s.$ref), value, path);
  const alternatives: Schema[] = s.anyOf ?? s.oneOf ?? [];
  if (alternatives.length) {
    const fitting = alternatives.find((sub) => checkSchema(doc, sub, value, path).length === 0) ?? alternatives[0]!;
    return undocumentedProperties(doc, fitting, value, path);
  }
  if (s.allOf) {
    const all = s.allOf.map((sub: Schema) => new Set(undocumentedProperties(doc, sub, value, path)));
    return [...all[0]].filter((p) => all.every((set: Set<string>) => set.has(p)));
  }
  if (Array.isArray(value)) return s.items ? value.flatMap((item, i) => undocumentedProperties(doc, s.items, item, `${path}[${i}]`)) : [];
  const props: Record<string, Schema> = s.properties ?? {};
  const out: string[] = [];
  for (const [name, v] of Object.entries(value)) {
    if (name in props) out.push(...undocumentedProperties(doc, props[name]!, v, `${path}.${name}`));
    else if (s.additionalProperties === undefined) out.push(`${path}.${name}`);
  }
  return out;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
