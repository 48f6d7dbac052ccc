import type { ReactNode } from 'react';
import { DateTime } from './values';

/** A back-office screen: its title, the toolbar of actions, the content and an optional side column. */
export function AdminPage({
  title,
  actions,
  aside,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`admin-page${aside ? ' admin-page-with-aside' : ''}`}>
      <div className="admin-page-head">
        <h1>{title}</h1>
        {actions ? <div className="admin-toolbar">{actions}</div> : null}
      </div>
      <div className="admin-page-body">{children}</div>
      {aside ? <aside className="admin-page-aside">{aside}</aside> : null}
    </div>
  );
}

export type HistoryEntry = { at: Date | string; who: string; what: ReactNode };

/** A record's history beside it: who changed what, when (newest first). */
export function History({ title = 'Історія', entries }: { title?: string; entries: HistoryEntry[] }) {
  return (
    <section className="admin-history" aria-label={title}>
      <h2>{title}</h2>
      {entries.length === 0 ? (
        <p className="admin-empty">Змін ще не було.</p>
      ) : (
        <ol>
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a history is shown as given, never reordered
            <li key={index}>
              <DateTime value={entry.at} /> · <strong>{entry.who}</strong>
              <div>{entry.what}</div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
