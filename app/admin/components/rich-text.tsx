import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated';

type Props = {
  /** The textarea's id (`f-<name>`, the Field's label points at it) and the posted name. */
  id: string;
  name: string;
  /** What the field is, for the editing area's accessible name. */
  label: string;
  defaultValue: string;
  required?: boolean;
  maxLength?: number;
};

/** A stored text without tags (an imported or demo description): its lines as paragraphs. */
function editable(value: string): string {
  if (/<[a-z][^>]*>/i.test(value)) return value;
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return value
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escaped(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A link the sanitiser keeps: a shop path, an http(s) address, a mail or phone link. */
const linkable = (href: string) => /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i.test(href);

/**
 * The back office's text editor (ADR 0115): a toolbar (bold, italic, heading,
 * paragraph, lists, link) over an editing area that writes HTML into the form's own textarea.
 * Progressive: the server's HTML is the plain textarea, which posts and works without
 * JavaScript; once hydrated the textarea is hidden (or shown again by "HTML" for the raw text)
 * and follows every edit. The textarea is only written when the text is edited, so an untouched
 * field posts what was stored. What it writes is only a proposal: the server's sanitiser
 * (core/content rich-text.ts) is the one gate, on save and on read.
 */
export function RichText({ id, name, label, defaultValue, required, maxLength }: Props) {
  const hydrated = useHydrated();
  const [source, setSource] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (hydrated && !source && area.current && textarea.current)
      area.current.innerHTML = editable(textarea.current.value);
  }, [hydrated, source]);

  const sync = () => {
    if (area.current && textarea.current) textarea.current.value = area.current.innerHTML;
  };
  const run = (command: string, value?: string) => {
    area.current?.focus();
    // Enter makes paragraphs, not the <div>s the sanitiser would drop.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, value);
    sync();
  };
  const link = () => {
    const href = window.prompt('Адреса посилання: /sale, https://…, mailto:… або tel:…', 'https://')?.trim();
    if (!href) return;
    if (!linkable(href)) {
      window.alert('Таке посилання не збережеться: потрібна адреса магазину (/…), https://…, mailto: або tel:.');
      return;
    }
    run('createLink', href);
  };
  const tools: [string, string, () => void][] = [
    ['Ж', 'Жирний', () => run('bold')],
    ['К', 'Курсив', () => run('italic')],
    ['Заголовок', 'Заголовок розділу', () => run('formatBlock', 'h2')],
    ['Абзац', 'Звичайний абзац', () => run('formatBlock', 'p')],
    ['• Список', 'Маркований список', () => run('insertUnorderedList')],
    ['1. Список', 'Нумерований список', () => run('insertOrderedList')],
    ['Посилання', 'Зробити посиланням', link],
    ['Без посилання', 'Прибрати посилання', () => run('unlink')],
  ];

  return (
    <div className={`rich-text${hydrated ? ' is-enhanced' : ''}`}>
      {hydrated ? (
        <div
          className="rich-text-tools"
          role="toolbar"
          aria-label={`Оформлення: ${label}`}
          aria-controls={`${id}-area`}
        >
          {tools.map(([text, title, act]) => (
            <button
              key={title}
              type="button"
              className="admin-button"
              title={title}
              aria-label={title}
              disabled={source}
              // Keep the text's selection: a pressed button must not take the focus first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={act}
            >
              {text}
            </button>
          ))}
          <button
            type="button"
            className="admin-button rich-text-source"
            aria-pressed={source}
            aria-label={`HTML-код: ${label}`}
            onClick={() => setSource((shown) => !shown)}
          >
            HTML
          </button>
        </div>
      ) : null}
      {hydrated ? (
        // biome-ignore lint/a11y/useSemanticElements: a rich text box has no native element; contenteditable with role textbox is the pattern
        <div
          ref={area}
          id={`${id}-area`}
          className="rich-text-area prose"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          tabIndex={0}
          hidden={source}
          onInput={sync}
        />
      ) : null}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        className="admin-body-text"
        defaultValue={defaultValue}
        // Hidden, it must not block the post: the server says "required" in the field's place.
        required={hydrated ? undefined : required}
        maxLength={maxLength}
        hidden={hydrated && !source}
      />
    </div>
  );
}
