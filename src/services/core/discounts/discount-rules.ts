import { dec } from '../../../domain/money.ts';
import type { ProblemItem } from '../../../http/problem.ts';
import type { DiscountData } from './repository.ts';

// Rules across fields, checked on the discount as it would be stored (after a PATCH merged into it), so that a
// PATCH of amount_type alone cannot leave a 150 % discount behind.

export function discountProblems(d: DiscountData): ProblemItem[] {
  const problems: ProblemItem[] = [];
  if (d.amountType === 'percentage' && dec(d.amount).greaterThan(100)) {
    problems.push({ code: 'keyword-mismatch', message: 'a percentage amount must be at most 100', property: 'amount' });
  }
  if (d.startsAt && d.endsAt && d.endsAt.getTime() <= d.startsAt.getTime()) {
    problems.push({ code: 'keyword-mismatch', message: 'ends_at must be after starts_at', property: 'ends_at' });
  }
  return problems;
}
