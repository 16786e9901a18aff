import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ModerationLog } from './moderation-log';
import { ReportsQueue } from './reports-queue';

const tabs = [
  { id: 'reports', label: msg`Reports`, Panel: ReportsQueue },
  { id: 'log', label: msg`Log`, Panel: ModerationLog },
] as const;

type TabId = (typeof tabs)[number]['id'];

/** Which tab an arrow, Home or End moves to from tab `index` (the WAI-ARIA tabs pattern); null for other keys. */
function tabAfterKey(key: string, index: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % tabs.length;
  if (key === 'ArrowLeft') return (index - 1 + tabs.length) % tabs.length;
  if (key === 'Home') return 0;
  if (key === 'End') return tabs.length - 1;
  return null;
}

/** The screen's two tabs, the queue and the log; each is read afresh whenever it is opened. */
export function ModerationTabs() {
  const [selected, setSelected] = useState<TabId>('reports');
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    setSelected(tab.id);
    buttons.current[next]?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <>
      <div role="tablist" aria-label={t`Moderation`} className="moderation__tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="moderation__tab"
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {i18n._(tab.label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${current.id}-panel`}
        aria-labelledby={`${baseId}-${current.id}-tab`}
        className="moderation__panel"
      >
        <current.Panel />
      </div>
    </>
  );
}
