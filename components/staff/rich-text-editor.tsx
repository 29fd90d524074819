'use client';

import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import styles from './rich-text-editor.module.css';

/**
 * A post's text, edited as it will read (Tiptap over ProseMirror): paragraphs, headings, bold,
 * italics, lists, quotes, links and the tables a post may already hold. The HTML it makes is
 * posted in a hidden field, and the server passes it through the site's one sanitiser before it
 * is stored (lib/blog/staff-actions.ts), so the editor is a convenience, never a safeguard.
 * Tiptap's own style sheet is not injected (the console's CSP allows no inline style elements);
 * rich-text-editor.module.css has what the editing surface needs.
 */
export function RichTextEditor({
  id,
  name,
  label,
  initialHtml = '',
}: {
  id: string;
  name: string;
  label: string;
  initialHtml?: string;
}) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          defaultProtocol: 'https',
        },
      }),
      TableKit,
    ],
    content: initialHtml,
    // Rendered on the server as an empty shell, the editor mounts in the browser.
    immediatelyRender: false,
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        class: styles.surface,
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className={styles.editor}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} className={styles.content} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

type Mark = 'bold' | 'italic' | 'underline';

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggleMark = (mark: Mark) => {
    if (mark === 'bold') chain().toggleBold().run();
    if (mark === 'italic') chain().toggleItalic().run();
    if (mark === 'underline') chain().toggleUnderline().run();
  };
  const editLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(
      'Link address (https://…, mailto: or tel:); empty removes it',
      current,
    );
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const button = (text: string, pressed: boolean | null, onClick: () => void, title = text) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={pressed ?? undefined}
      title={title}
      // A click leaves focus and the selection in the text: without this the button took focus
      // until the command's focus() came back a frame later, and a key typed in between (Enter
      // after Bold) pressed the button again instead of reaching the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {text}
    </button>
  );
  return (
    <div role="toolbar" aria-label={`${label}: formatting`} className={styles.toolbar}>
      {button('Bold', active.bold, () => toggleMark('bold'))}
      {button('Italic', active.italic, () => toggleMark('italic'))}
      {button('Underline', active.underline, () => toggleMark('underline'))}
      {button('Heading', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {button('Subheading', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {button('Bulleted list', active.bulletList, () => chain().toggleBulletList().run())}
      {button('Numbered list', active.orderedList, () => chain().toggleOrderedList().run())}
      {button('Quote', active.blockquote, () => chain().toggleBlockquote().run())}
      {button('Link', active.link, editLink)}
      {button('Undo', null, () => chain().undo().run())}
      {button('Redo', null, () => chain().redo().run())}
    </div>
  );
}
