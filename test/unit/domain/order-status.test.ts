import { describe, expect, it } from 'vitest';
import {
  decideStatusChange,
  ORDER_STATUSES,
  type LinearStatus,
  type OrderStatus,
  type StatusInForce,
} from '../../../src/domain/order-status.ts';

// Every (status in force, requested status) pair, written out by hand rather than derived from the module's
// table: '=' a no-op, 'A' applied, 'X' invalid-status-transition. Columns follow ORDER_STATUSES.
const COLUMNS = ['placed', 'picked', 'packed', 'shipped', 'delivered', 'cancelled', 'on_hold'] as const;
const MATRIX: [label: string, from: Pick<StatusInForce, 'status' | 'heldFrom'>, row: string][] = [
  ['placed', { status: 'placed', heldFrom: null }, '= A A A A A A'],
  ['picked', { status: 'picked', heldFrom: null }, 'X = A A A A A'],
  ['packed', { status: 'packed', heldFrom: null }, 'X X = A A A A'],
  ['shipped', { status: 'shipped', heldFrom: null }, 'X X X = A X A'],
  ['delivered', { status: 'delivered', heldFrom: null }, 'X X X X = X X'],
  ['cancelled', { status: 'cancelled', heldFrom: null }, 'X X X X X = X'],
  ['on_hold from placed', { status: 'on_hold', heldFrom: 'placed' }, 'A A A A A A ='],
  ['on_hold from picked', { status: 'on_hold', heldFrom: 'picked' }, 'X A A A A A ='],
  ['on_hold from packed', { status: 'on_hold', heldFrom: 'packed' }, 'X X A A A A ='],
  ['on_hold from shipped', { status: 'on_hold', heldFrom: 'shipped' }, 'X X X A A X ='],
  ['on_hold, held status unknown', { status: 'on_hold', heldFrom: null }, 'A A A A A A ='],
];

const T0 = new Date('2026-11-25T09:00:00Z');
const T1 = new Date('2026-11-25T09:05:00Z');
const TMINUS = new Date('2026-11-25T08:55:00Z');

const pairs = MATRIX.flatMap(([label, from, row]) =>
  row.split(' ').map((mark, i) => ({ label, from, to: COLUMNS[i]! as OrderStatus, mark })),
);

describe('decideStatusChange: every pair of states', () => {
  it('covers every status as a column and every status (and every held status) as a row', () => {
    expect([...COLUMNS]).toEqual([...ORDER_STATUSES]);
    expect(pairs).toHaveLength(11 * 7);
  });

  it.each(pairs)('$label → $to: $mark', ({ from, to, mark }) => {
    const d = decideStatusChange({ ...from, occurredAt: T0 }, { status: to, occurredAt: T1, duplicateEvent: false });
    if (mark === '=') {
      expect(d).toEqual({ outcome: 'noop', reason: 'same-status', next: { ...from, occurredAt: T1 } });
    } else if (mark === 'A') {
      const heldFrom = to === 'on_hold' ? (from.status as LinearStatus) : null;
      expect(d).toEqual({ outcome: 'apply', from: from.status, to, next: { status: to, heldFrom, occurredAt: T1 } });
    } else {
      expect(d.outcome).toBe('reject');
      if (d.outcome === 'reject') {
        expect(d.code).toBe('invalid-status-transition');
        expect(d.message).toContain(`'${to}'`);
      }
    }
  });

  it.each(pairs)('$label → $to with an older occurred_at', ({ from, to, mark }) => {
    const d = decideStatusChange({ ...from, occurredAt: T0 }, { status: to, occurredAt: TMINUS, duplicateEvent: false });
    // The same status again stays a no-op (and keeps the later time in force); anything else is stale, even a
    // transition that would be illegal: an out-of-order event is told a newer status is in force.
    if (mark === '=') expect(d).toEqual({ outcome: 'noop', reason: 'same-status', next: { ...from, occurredAt: T0 } });
    else expect(d).toMatchObject({ outcome: 'reject', code: 'newer-version-exists' });
  });

  it.each(pairs)('$label → $to with a seen event id: a no-op', ({ from, to }) => {
    const current = { ...from, occurredAt: T0 };
    expect(decideStatusChange(current, { status: to, occurredAt: TMINUS, duplicateEvent: true })).toEqual({ outcome: 'noop', reason: 'duplicate-event', next: current });
  });
});

describe('decideStatusChange: times', () => {
  it('the same occurred_at as the status in force is not older: a forward move applies', () => {
    expect(decideStatusChange({ status: 'placed', heldFrom: null, occurredAt: T0 }, { status: 'picked', occurredAt: T0, duplicateEvent: false })).toMatchObject({ outcome: 'apply' });
  });

  it('no time in force (never set): nothing is stale', () => {
    expect(decideStatusChange({ status: 'picked', heldFrom: null, occurredAt: null }, { status: 'shipped', occurredAt: TMINUS, duplicateEvent: false })).toMatchObject({ outcome: 'apply' });
    expect(decideStatusChange({ status: 'picked', heldFrom: null, occurredAt: null }, { status: 'picked', occurredAt: TMINUS, duplicateEvent: false })).toEqual({
      outcome: 'noop',
      reason: 'same-status',
      next: { status: 'picked', heldFrom: null, occurredAt: TMINUS },
    });
  });

  it('the stale message names both times and the status in force', () => {
    const d = decideStatusChange({ status: 'packed', heldFrom: null, occurredAt: T0 }, { status: 'shipped', occurredAt: TMINUS, duplicateEvent: false });
    expect(d).toMatchObject({ code: 'newer-version-exists', message: expect.stringContaining("'packed' since 2026-11-25T09:00:00.000Z") });
  });

  it('the transition message lists what is allowed, or says the status is final', () => {
    const back = decideStatusChange({ status: 'packed', heldFrom: null, occurredAt: T0 }, { status: 'picked', occurredAt: T1, duplicateEvent: false });
    expect(back).toMatchObject({ message: "an order in 'packed' cannot move to 'picked'; allowed: 'shipped', 'delivered', 'cancelled', 'on_hold'" });
    const final = decideStatusChange({ status: 'delivered', heldFrom: null, occurredAt: T0 }, { status: 'on_hold', occurredAt: T1, duplicateEvent: false });
    expect(final).toMatchObject({ message: "the order is 'delivered', a final status; it cannot move to 'on_hold'" });
  });
});

// A WMS sends a valid history; the network reorders it. Whatever the arrival order, the order must end in the
// status of the latest event, refusing older ones as stale and never calling one an invalid transition.
describe('decideStatusChange: shuffled arrival of a valid history', () => {
  const histories: OrderStatus[][] = [
    ['picked', 'packed', 'shipped', 'delivered'],
    ['picked', 'on_hold', 'picked', 'packed', 'shipped'],
    ['on_hold', 'placed', 'picked', 'on_hold', 'picked', 'cancelled'],
    ['packed', 'shipped', 'on_hold', 'shipped', 'delivered'],
    ['picked', 'on_hold', 'picked'],
    ['on_hold', 'cancelled'],
  ];
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

  it.each(histories.map((h) => [h.join(' → '), h] as const))('%s', (_, history) => {
    const events = history.map((status, i) => ({ status, occurredAt: new Date(T0.getTime() + (i + 1) * 1000) }));
    for (let round = 0; round < 200; round++) {
      const order = [...events].sort(() => random() - 0.5);
      let state: StatusInForce = { status: 'placed', heldFrom: null, occurredAt: T0 };
      const applied: Date[] = [];
      for (const e of order) {
        const d = decideStatusChange(state, { ...e, duplicateEvent: false });
        if (d.outcome === 'reject') expect(d.code).toBe('newer-version-exists');
        else state = d.next;
        if (d.outcome === 'apply') applied.push(e.occurredAt);
      }
      expect(state.status).toBe(history.at(-1));
      expect(applied).toEqual([...applied].sort((a, b) => a.getTime() - b.getTime()));
    }
  });
});

// The burst test and bench generate their histories with test/helpers/order-burst.ts: every one must be a valid
// history (each event applies, in order), or the burst would test the generator instead of the hub.
describe('generated burst histories', () => {
  it('apply event by event from placed, and shuffled arrival still ends in the last status', async () => {
    const { eventsFor, historyOf, seededRandom, sendingOrder } = await import('../../helpers/order-burst.ts');
    const random = seededRandom(7);
    for (let n = 0; n < 300; n++) {
      const statuses = historyOf(4 + Math.floor(random() * 14), random);
      const events = eventsFor(`order-${n}`, statuses, T0.getTime());
      let state: StatusInForce = { status: 'placed', heldFrom: null, occurredAt: T0 };
      for (const e of events) {
        const d = decideStatusChange(state, { status: e.status, occurredAt: new Date(e.occurredAt), duplicateEvent: false });
        expect(d.outcome, `${statuses.join(' → ')} at ${e.status}`).toBe('apply');
        if (d.outcome === 'apply') state = d.next;
      }
      state = { status: 'placed', heldFrom: null, occurredAt: T0 };
      const seen = new Set<string>();
      for (const e of sendingOrder([events], random)) {
        const d = decideStatusChange(state, { status: e.status, occurredAt: new Date(e.occurredAt), duplicateEvent: seen.has(e.eventId) });
        if (d.outcome === 'reject') expect(d.code).toBe('newer-version-exists');
        else state = d.next;
        if (d.outcome === 'apply') seen.add(e.eventId);
      }
      expect(state.status).toBe(statuses.at(-1));
    }
  });
});
