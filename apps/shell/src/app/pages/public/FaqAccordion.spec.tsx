import { fireEvent, render, screen } from '@testing-library/react';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 'a', question: 'Wie veröffentliche ich einen Auftrag?', answer: '<p>Unter Aufträge.</p>' },
  { id: 'b', question: 'Was kostet Fachwerk?', answer: '<p>Nichts.</p>' },
  { id: 'c', question: 'Wie lösche ich mein Konto?', answer: '<p>Im Menü.</p>' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('answers are collapsed until their question is activated, and collapse again', () => {
    render(<FaqAccordion items={items} />);
    const first = button(items[0]!.question);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: items[0]!.question })).toBeNull();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: items[0]!.question }).textContent).toBe('Unter Aufträge.');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('arrow keys move between questions (wrapping), Home and End jump to the ends', () => {
    render(<FaqAccordion items={items} />);
    const [a, b, c] = items.map((i) => button(i.question));
    a!.focus();
    fireEvent.keyDown(a!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b!, { key: 'ArrowDown' });
    fireEvent.keyDown(c!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(c);
    fireEvent.keyDown(c!, { key: 'Home' });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a!, { key: 'End' });
    expect(document.activeElement).toBe(c);
  });

  it('questions are native buttons inside headings, each controlling its answer panel', () => {
    render(<FaqAccordion items={items} />);
    const b = button(items[1]!.question);
    expect(b.tagName).toBe('BUTTON');
    expect(b.parentElement!.tagName).toBe('H3');
    const panel = document.getElementById(b.getAttribute('aria-controls')!);
    expect(panel?.getAttribute('aria-labelledby')).toBe(b.id);
  });
});
