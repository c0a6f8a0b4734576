// One error type for every answer the SDK cannot turn into data: the hub's problem details, kept whole.

export type Problem = {
  title?: string;
  status?: number;
  detail?: string;
  errors?: unknown;
  request_id?: string;
  [member: string]: unknown;
};

export class HubError extends Error {
  override readonly name = 'HubError';

  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly requestId: string | null,
    what: string,
  ) {
    super(`${what}: ${status}${problem?.title ? ` ${problem.title}` : ''}${problem?.detail ? ` (${problem.detail})` : ''}`);
  }

  /** The problem's `errors[].code` values (the contract's machine-readable reasons). */
  get codes(): string[] {
    return problemCodes(this.problem);
  }
}

export function problemCodes(problem: unknown): string[] {
  const errors = (problem as Problem | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e) => (e && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string' ? [(e as { code: string }).code] : []));
}

/** Reads a failed response's body as a problem (undefined for the contract's empty bodies or non-JSON). */
export async function readProblem(response: Response): Promise<Problem | undefined> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Problem) : undefined;
  } catch {
    return undefined;
  }
}
