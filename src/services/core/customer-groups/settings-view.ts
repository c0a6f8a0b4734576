import type { EffectiveSetting, EffectiveSettings, SettingKey } from '../../../domain/settings.ts';
import { presentValues } from './settings-world.ts';
import type { SettingsView } from './settings-schemas.ts';

const wire = <K extends SettingKey>(s: EffectiveSetting<K>, value: unknown) => ({ value, source: s.source, source_group: s.sourceGroup });

/** The wire view of a group's effective settings. */
export function toSettingsView(groupSlug: string, eff: EffectiveSettings): SettingsView {
  const shown = presentValues({
    priceLists: eff.priceLists.value,
    allowedPaymentMethods: eff.allowedPaymentMethods.value,
    minimumOrderValue: eff.minimumOrderValue.value,
    maximumOrderValue: eff.maximumOrderValue.value,
    currencyCode: eff.currencyCode.value,
    taxInclusiveDisplay: eff.taxInclusiveDisplay.value,
    defaultTaxRate: eff.defaultTaxRate.value,
  });
  return {
    group_slug: groupSlug,
    settings: {
      price_lists: wire(eff.priceLists, shown.priceLists),
      allowed_payment_methods: wire(eff.allowedPaymentMethods, shown.allowedPaymentMethods),
      minimum_order_value: wire(eff.minimumOrderValue, shown.minimumOrderValue),
      maximum_order_value: wire(eff.maximumOrderValue, shown.maximumOrderValue),
      currency_code: wire(eff.currencyCode, shown.currencyCode),
      tax_inclusive_display: wire(eff.taxInclusiveDisplay, shown.taxInclusiveDisplay),
      default_tax_rate: wire(eff.defaultTaxRate, shown.defaultTaxRate),
    },
  } as SettingsView;
}
