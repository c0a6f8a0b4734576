import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkSchema, undocumentedProperties, type Document, type Schema } from './schema-check.ts';

// openapi.json at the repository root, read when the suite runs: the list of operations every case is tied to, and
// the response schemas every answer is checked against. Regenerating it changes what the suite expects.

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

/** "METHOD /path/{template}", exactly as openapi.json spells the path. */
export type OpKey = `${Uppercase<(typeof METHODS)[number]>} /${string}`;

type MediaType = { schema?: Schema };
type ResponseObject = { content?: Record<string, MediaType>; headers?: Record<string, unknown> };
type Operation = { responses: Record<string, ResponseObject>; requestBody?: { content: Record<string, MediaType> } };
export type OpenApi = Document & { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

export function loadOpenApi(): OpenApi {
  return JSON.parse(readFileSync(`${ROOT}openapi.json`, 'utf8')) as OpenApi;
}

export function operationKeys(doc: OpenApi): OpKey[] {
  const keys: OpKey[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) keys.push(`${method.toUpperCase()} ${path}` as OpKey);
  }
  return keys;
}

export function operation(doc: OpenApi, op: OpKey): Operation {
  const [method, path] = splitOp(op);
  const found = doc.paths[path]?.[method.toLowerCase() as (typeof METHODS)[number]];
  if (!found) throw new Error(`${op} is not an operation in openapi.json`);
  return found;
}

export function splitOp(op: OpKey): [string, string] {
  const space = op.indexOf(' ');
  return [op.slice(0, space), op.slice(space + 1)];
}

/** The documented response for a status: its exact code, else its class ("2XX"), else "default". */
export function documentedResponse(doc: OpenApi, op: OpKey, status: number): ResponseObject | undefined {
  const { responses } = operation(doc, op);
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

export function documentedStatuses(doc: OpenApi, op: OpKey): string[] {
  return Object.keys(operation(doc, op).responses);
}

export type Answer = { status: number; headers: Headers; text: string };

/**
 * Every way an answer departs from what openapi.json documents for the operation and status: an undocumented status,
 * a media type the status does not list, a body where none is documented (or none where one is), a body that breaks
 * the schema, a success body with properties the schema does not name, a documented header that is missing.
 */
function headerObject(doc: OpenApi, header: unknown): { required?: boolean } {
  const ref = (header as { $ref?: string }).$ref;
  if (!ref) return header as { required?: boolean };
  return (ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc) ?? {}) as { required?: boolean };
}

export function contractProblems(doc: OpenApi, op: OpKey, answer: Answer): string[] {
  const response = documentedResponse(doc, op, answer.status);
  if (!response) return [`status ${answer.status} is not documented (documented: ${documentedStatuses(doc, op).join(', ')})`];
  const problems: string[] = [];
  for (const [name, declared] of Object.entries(response.headers ?? {})) {
    // A header declared `required: false` (Ignored-Fields, present only when a body held unknown fields) may be absent.
    if (headerObject(doc, declared).required === false) continue;
    if (!answer.headers.has(name)) problems.push(`documented header ${name} is missing`);
  }
  const content = response.content;
  if (!content) {
    if (answer.text !== '') problems.push(`no body is documented for ${answer.status}, got ${JSON.stringify(answer.text.slice(0, 80))}`);
    return problems;
  }
  const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const media = content[type];
  if (!media) return [...problems, `content type "${type}" is not documented for ${answer.status} (documented: ${Object.keys(content).join(', ')})`];
  if (!media.schema) return problems;
  let value: unknown = answer.text;
  if (/[/+]json$/.test(type)) {
    try {
      value = JSON.parse(answer.text);
    } catch {
      return [...problems, `the ${type} body is not JSON: ${JSON.stringify(answer.text.slice(0, 80))}`];
    }
  }
  problems.push(...checkSchema(doc, media.schema, value));
  // A success body must be fully documented; problem details may carry extra members (contract §0: request_id).
  if (answer.status < 300) {
    problems.push(...undocumentedProperties(doc, media.schema, value).map((p) => `${p}: property not in the documented schema`));
  }
  return problems;
}
