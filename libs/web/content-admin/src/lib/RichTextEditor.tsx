import { useEffect, useRef, type KeyboardEvent, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
  /** leaving the editor (the form marks the field as visited) */
  onBlur?: () => void;
  /** the editable area, for the form to focus it when it is the first invalid field */
  editorRef?: RefCallback<HTMLElement>;
}

type Command = { key: string; command: string; arg?: string; label: string };

const COMMANDS: Command[] = [
  { key: 'bold', command: 'bold', label: 'B' },
  { key: 'italic', command: 'italic', label: 'I' },
  { key: 'heading2', command: 'formatBlock', arg: 'h2', label: 'H2' },
  { key: 'heading3', command: 'formatBlock', arg: 'h3', label: 'H3' },
  { key: 'paragraph', command: 'formatBlock', arg: 'p', label: '¶' },
  { key: 'bulletList', command: 'insertUnorderedList', label: '•' },
  { key: 'numberedList', command: 'insertOrderedList', label: '1.' },
  { key: 'link', command: 'createLink', label: '🔗' },
  { key: 'unlink', command: 'unlink', label: '⛓' },
];

/**
 * A small rich-text editor (contentEditable with bold, italic, headings, lists, links) that edits HTML.
 * The server sanitises the HTML; the editor keeps no state of its own beyond the DOM it edits.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  labelledBy,
  onBlur,
  editorRef,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);

  // Write the value into the DOM only when it differs (else the caret would jump while typing).
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const run = ({ command, arg }: Command) => {
    area.current?.focus();
    let argument = arg;
    if (command === 'createLink') {
      const url = window.prompt(t('adminContent.editor.linkPrompt'), 'https://');
      if (!url) return;
      argument = url;
    }
    document.execCommand(command, false, argument);
    onChange(area.current?.innerHTML ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && (event.key === 'b' || event.key === 'i')) {
      event.preventDefault();
      const command = COMMANDS.find((c) => c.key === (event.key === 'b' ? 'bold' : 'italic'));
      if (command) run(command);
    }
  };

  return (
    <div
      className="fw-rte"
      style={{ border: `1px solid ${invalid ? 'var(--fw-danger)' : 'var(--fw-line)'}`, borderRadius: 4 }}
    >
      <div
        role="toolbar"
        aria-label={t('adminContent.editor.toolbar')}
        aria-controls={id}
        style={{
          display: 'flex',
          gap: 4,
          padding: 4,
          borderBottom: '1px solid var(--fw-line)',
          flexWrap: 'wrap',
        }}
      >
        {COMMANDS.map((c) => (
          <button
            key={c.key}
            type="button"
            className="fw-button fw-button--secondary"
            style={{ padding: '0.15rem 0.5rem' }}
            title={t(`adminContent.editor.${c.key}`)}
            aria-label={t(`adminContent.editor.${c.key}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <div
        ref={(element) => {
          area.current = element;
          editorRef?.(element);
        }}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        className="fw-cms"
        style={{ minHeight: '8rem', padding: '0.5rem', outline: 'none' }}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        onBlur={(e) => {
          onChange(e.currentTarget.innerHTML);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
