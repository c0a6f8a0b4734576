import { dec } from './money.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

// Customer group settings inherit field by field: a group's own value wins, else the nearest ancestor's that
// sets it, up to `base`, else a built-in default. Pure: callers load the groups and rows, this walks them.

export const BASE_GROUP = 'base';

export type SettingsValues = {
  priceLists: string[];
  allowedPaymentMethods: string[];
  /** Decimal strings, null = no limit. */
  minimumOrderValue: string | null;
  maximumOrderValue: string | null;
  currencyCode: string;
  taxInclusiveDisplay: boolean;
  /** Percent as a decimal string. */
  defaultTaxRate: string;
};

export type SettingKey = keyof SettingsValues;

export const SETTING_KEYS = [
  'priceLists',
  'allowedPaymentMethods',
  'minimumOrderValue',
  'maximumOrderValue',
  'currencyCode',
  'taxInclusiveDisplay',
  'defaultTaxRate',
] as const satisfies readonly SettingKey[];

/** What applies when no group in the chain sets a field. */
export const DEFAULT_SETTINGS: Readonly<SettingsValues> = Object.freeze({
  priceLists: [],
  allowedPaymentMethods: [...PAYMENT_METHODS],
  minimumOrderValue: null,
  maximumOrderValue: null,
  currencyCode: 'USD',
  taxInclusiveDisplay: false,
  defaultTaxRate: '0',
});

/** A group's own values; null or absent means "inherit". */
export type OwnSettings = { [K in SettingKey]?: SettingsValues[K] | null };

/** One step of the chain: the group and its own settings row (null when it has none). */
export type ChainLevel = { groupSlug: string; own: OwnSettings | null };

export type SettingSource = 'own' | 'inherited' | 'default';

export type EffectiveSetting<K extends SettingKey> = {
  value: SettingsValues[K];
  /** 'own': set on the group itself; 'inherited': set on an ancestor; 'default': set nowhere. */
  source: SettingSource;
  /** The group whose value applies; null for a built-in default. */
  sourceGroup: string | null;
};

export type EffectiveSettings = { [K in SettingKey]: EffectiveSetting<K> };

/**
 * Effective settings for the first group of `chain` (the group itself first, `base` last).
 * For every field the first level with a non-null value wins. An empty array is a value, not "unset":
 * `price_lists: []` on a child hides its parent's lists.
 */
export function resolveSettings(chain: readonly ChainLevel[]): EffectiveSettings {
  const self = chain[0]?.groupSlug ?? null;
  const out = {} as Record<SettingKey, EffectiveSetting<SettingKey>>;
  for (const key of SETTING_KEYS) {
    const level = chain.find((l) => l.own?.[key] !== undefined && l.own?.[key] !== null);
    out[key] = level
      ? { value: level.own![key] as SettingsValues[SettingKey], source: level.groupSlug === self ? 'own' : 'inherited', sourceGroup: level.groupSlug }
      : { value: DEFAULT_SETTINGS[key], source: 'default', sourceGroup: null };
    // Copies, so a caller that edits its arrays cannot change the defaults or the rows.
    const value = out[key].value;
    if (Array.isArray(value)) out[key] = { ...out[key], value: [...value] };
  }
  return out as EffectiveSettings;
}

/** The plain values of an effective view. */
export function settingsValues(effective: EffectiveSettings): SettingsValues {
  const out = {} as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) out[key] = effective[key].value;
  return out as SettingsValues;
}

/** Child slug → parent slug (null for base). */
export type GroupParents = ReadonlyMap<string, string | null>;

/**
 * The group and its ancestors, nearest first, always ending at `base`. A missing parent or a cycle (neither
 * should be stored, but rows can be edited by hand) ends the walk there, and `base` still closes the chain.
 */
export function ancestry(parents: GroupParents, slug: string): string[] {
  const chain: string[] = [];
  let current: string | null | undefined = slug;
  while (current && !chain.includes(current)) {
    chain.push(current);
    if (current === BASE_GROUP) return chain;
    current = parents.get(current) ?? null;
  }
  chain.push(BASE_GROUP);
  return chain;
}

/** True when making `newParent` the parent of `slug` would make `slug` its own ancestor. */
export function createsCycle(parents: GroupParents, slug: string, newParent: string): boolean {
  return ancestry(parents, newParent).includes(slug);
}

/** Every group below `slug`, at any depth. */
export function descendants(parents: GroupParents, slug: string): string[] {
  const out: string[] = [];
  for (const child of parents.keys()) {
    if (child !== slug && ancestry(parents, child).slice(1).includes(slug)) out.push(child);
  }
  return out;
}

/** False when both limits are set and the minimum exceeds the maximum. */
export function orderValueRangeValid(values: Pick<SettingsValues, 'minimumOrderValue' | 'maximumOrderValue'>): boolean {
  const { minimumOrderValue: min, maximumOrderValue: max } = values;
  return min === null || max === null || dec(min).lessThanOrEqualTo(dec(max));
}
