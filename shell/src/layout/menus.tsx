import { Link } from 'react-router-dom';
import type { MenuProps } from 'antd';
import { useTranslation, type UseTranslationOptions } from 'react-i18next';
import type { MenuItem } from '@hemis/shared-auth';
import type { Translate } from '@hemis/shared-ui/src/i18n/texts';

type AntItems = NonNullable<MenuProps['items']>;

/**
 * One options object: react-i18next subscribes again whenever it gets a new one. It reads
 * `bindI18nStore` here as in its global options, though its types list it only there.
 */
const ON_CATALOGUE_ADDED: UseTranslationOptions<undefined> & { bindI18nStore: string } = {
  bindI18nStore: 'added',
};

/**
 * Re-renders the component when a package's Nepali arrives: a section's sidebar is drawn from the
 * manifest before its module (which brings the Nepali of its navigation) has loaded.
 */
export function useCataloguesAdded(): void {
  useTranslation('kit', ON_CATALOGUE_ADDED);
}

/**
 * A link label: a router link, or a plain anchor opening a new tab for external links. Its title
 * through `t` of every namespace (`useTexts()`): menu titles are shared-auth's and the remotes'.
 */
export function itemLabel(entry: MenuItem, t: Translate) {
  if (entry.newTab) {
    return (
      <a href={entry.link} target="_blank" rel="noopener noreferrer">
        {t(entry.title)}
      </a>
    );
  }
  return <Link to={entry.link}>{t(entry.title)}</Link>;
}

/** Menu data to antd menu items (keys: links; dropdowns become groups). */
export function toAntItems(items: readonly MenuItem[], t: Translate): AntItems {
  return items.map((entry) =>
    entry.type === 'dropdown'
      ? { key: groupKey(entry), label: t(entry.title), children: toAntItems(entry.items ?? [], t) }
      : { key: entry.action ? `action:${entry.action}` : entry.link, label: itemLabel(entry, t) },
  );
}

export function groupKey(entry: MenuItem): string {
  return `group:${entry.title}`;
}
