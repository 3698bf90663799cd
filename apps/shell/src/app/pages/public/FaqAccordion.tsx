import './catalogue';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CmsHtml } from './PublicStates';

export interface AccordionItem {
  id: string;
  question: string;
  /** sanitised HTML */
  answer: string;
}

/**
 * WAI-ARIA accordion: each question is a button in a heading (Enter/Space toggle it natively);
 * ArrowDown/ArrowUp move to the next/previous question (wrapping), Home/End to the first/last.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="fw-accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-q-${index}`;
        const panelId = `${baseId}-a-${index}`;
        return (
          <div key={item.id} className="fw-accordion__item">
            <Heading className="fw-accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className="fw-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                {item.question}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="fw-accordion__panel" hidden={!expanded}>
              <CmsHtml html={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
