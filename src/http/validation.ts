import type { z } from 'zod';
import { invalidRequest, type ProblemItem } from './problem.ts';

type Target = 'json' | 'query' | 'param' | 'header' | 'form' | 'cookie' | string;

function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)), '');
}

/** Maps zod issues to the contract's codes: one item per problem, `property` naming the field. */
export function zodIssuesToProblems(error: z.ZodError, target: Target): ProblemItem[] {
  return error.issues.map((issue) => {
    const property = pathOf(issue.path);
    let code: string;
    if (target === 'query' || target === 'param') code = 'parameters-mismatch';
    else if (target === 'header') code = 'headers-mismatch';
    else if (issue.path.length === 0) code = 'body-mismatch';
    else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) code = 'missing-param';
    else if (issue.code === 'unrecognized_keys') code = 'body-mismatch';
    else code = 'keyword-mismatch';
    const message = code === 'missing-param' ? 'Required' : issue.message;
    return property ? { code, message, property } : { code, message };
  });
}

export const validationError = (error: z.ZodError, target: Target) => invalidRequest(zodIssuesToProblems(error, target));
