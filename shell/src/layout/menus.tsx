import { Link } from 'react-router-dom';
import type { MenuProps } from 'antd';
import type { MenuItem } from '@hemis/shared-auth';

type AntItems = NonNullable<MenuProps['items']>;

/** A link label: a router link, or a plain anchor opening a new tab for external links. */
export function itemLabel(entry: MenuItem) {
  if (entry.newTab) {
    return (
      <a href={entry.link} target="_blank" rel="noopener noreferrer">
        {entry.title}
      </a>
    );
  }
  return <Link to={entry.link}>{entry.title}</Link>;
}

/** Menu data to antd menu items (keys: links; dropdowns become groups). */
export function toAntItems(items: readonly MenuItem[]): AntItems {
  return items.map((entry) =>
    entry.type === 'dropdown'
      ? { key: groupKey(entry), label: entry.title, children: toAntItems(entry.items ?? []) }
      : { key: entry.action ? `action:${entry.action}` : entry.link, label: itemLabel(entry) },
  );
}

export function groupKey(entry: MenuItem): string {
  return `group:${entry.title}`;
}
