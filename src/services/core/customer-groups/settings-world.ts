import type { Ctx } from '../../../context.ts';
import { dec, formatMoney, minorUnits } from '../../../domain/money.ts';
import {
  ancestry,
  descendants,
  orderValueRangeValid,
  resolveSettings,
  settingsValues,
  type ChainLevel,
  type EffectiveSettings,
  type OwnSettings,
  type SettingsValues,
} from '../../../domain/settings.ts';
import { groupTreeOf, type GroupTree } from './group-tree.ts';
import { findSettingsWorldRows, type SettingsData, type SettingsRow, type SettingsRowData } from './repository.ts';

// Everything settings inheritance needs, in one statement: the group tree and every settings row of the tenant.
// The walk up the chain then happens in memory (src/domain/settings.ts).

export type SettingsWorld = { tree: GroupTree; own: Map<string, OwnSettings> };

const stringList = (v: unknown): string[] | null => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null);
const decimalText = (v: { toString(): string } | null): string | null => (v === null ? null : dec(v.toString()).toFixed());

export function rowToOwn(row: SettingsRow | SettingsRowData): OwnSettings {
  return {
    priceLists: stringList(row.priceLists),
    allowedPaymentMethods: stringList(row.allowedPaymentMethods),
    minimumOrderValue: decimalText(row.minimumOrderValue),
    maximumOrderValue: decimalText(row.maximumOrderValue),
    currencyCode: row.currencyCode,
    taxInclusiveDisplay: row.taxInclusiveDisplay,
    defaultTaxRate: decimalText(row.defaultTaxRate),
  };
}

export const ownToData = (own: OwnSettings): SettingsData => ({
  priceLists: own.priceLists ?? null,
  allowedPaymentMethods: own.allowedPaymentMethods ?? null,
  minimumOrderValue: own.minimumOrderValue ?? null,
  maximumOrderValue: own.maximumOrderValue ?? null,
  currencyCode: own.currencyCode ?? null,
  taxInclusiveDisplay: own.taxInclusiveDisplay ?? null,
  defaultTaxRate: own.defaultTaxRate ?? null,
});

export async function loadSettingsWorld(ctx: Ctx): Promise<SettingsWorld> {
  const { groups, settings } = await findSettingsWorldRows(ctx);
  return { tree: groupTreeOf(groups), own: new Map(settings.map((r) => [r.groupSlug, rowToOwn(r)])) };
}

export const chainFor = (world: SettingsWorld, slug: string): ChainLevel[] =>
  ancestry(world.tree.parents, slug).map((groupSlug) => ({ groupSlug, own: world.own.get(groupSlug) ?? null }));

export const resolveFor = (world: SettingsWorld, slug: string): EffectiveSettings => resolveSettings(chainFor(world, slug));

/** Order limits as money in the effective currency (its minor units); everything else as stored. */
export function presentValues(values: SettingsValues): SettingsValues {
  const money = (v: string | null) => (v === null ? null : formatMoney(v, values.currencyCode));
  return { ...values, minimumOrderValue: money(values.minimumOrderValue), maximumOrderValue: money(values.maximumOrderValue) };
}

/** `slug` and every group below it whose effective minimum order value would exceed its maximum. */
export function groupsWithInvertedLimits(world: SettingsWorld, slug: string): string[] {
  return [slug, ...descendants(world.tree.parents, slug)].filter((s) => !orderValueRangeValid(settingsValues(resolveFor(world, s))));
}

export type PlacesProblem = { group: string; key: 'minimumOrderValue' | 'maximumOrderValue'; value: string; currency: string; places: number };

/**
 * Own order limits, of `slug` and of every group below it, with more places than that group's effective currency
 * has. The descendants matter because they inherit the currency: changing it on a parent must not silently
 * re-round a child's limits.
 */
export function limitsWithTooManyPlaces(world: SettingsWorld, slug: string): PlacesProblem[] {
  return [slug, ...descendants(world.tree.parents, slug)].flatMap((group) => {
    const own = world.own.get(group);
    const currency = resolveFor(world, group).currencyCode.value;
    const places = minorUnits(currency);
    return (['minimumOrderValue', 'maximumOrderValue'] as const).flatMap((key) => {
      const value = own?.[key];
      return value !== undefined && value !== null && dec(value).decimalPlaces() > places ? [{ group, key, value, currency, places }] : [];
    });
  });
}

/** The problems of `after` that `before` did not have: what a change newly causes (older stored limits are left alone). */
export const newPlacesProblems = (after: PlacesProblem[], before: PlacesProblem[]) =>
  after.filter((p) => !before.some((b) => b.group === p.group && b.key === p.key && b.currency === p.currency));

const SETTING_WIRE = { minimumOrderValue: 'minimum_order_value', maximumOrderValue: 'maximum_order_value' } as const;

/** "wholesale (minimum_order_value 10.555 in JPY)", for messages naming the groups a change would break. */
export const describePlacesProblems = (list: PlacesProblem[]) =>
  list.map((p) => `"${p.group}" (${SETTING_WIRE[p.key]} ${p.value} in ${p.currency}, which has ${p.places} decimal places)`).join(', ');
