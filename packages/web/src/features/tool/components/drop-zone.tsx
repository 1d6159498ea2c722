import { useId, useState, type DragEvent } from 'react';
import { FolderOpen, ImageUp } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { IMAGE_ACCEPT, SPREADSHEET_ACCEPT } from '../lib/file-rules.ts';
import { toolMessages } from '../messages.ts';
import { runMessages } from '../messages-run.ts';

interface DropZoneProps {
  /** The two files the tool takes: one product image (single mode) or a catalogue spreadsheet (bulk modes). */
  kind: 'image' | 'spreadsheet';
  onFile: (file: File, via: 'picker' | 'drop') => void;
  disabled?: boolean;
  /** Lets a parent open the picker (Analyze New Image). */
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * Click-or-drag file area. The real <input type=file> stays in the tab order (visually hidden) and
 * the whole zone is its <label>: Space/Enter open the picker and screen readers hear the label.
 */
export function DropZone({ kind, onFile, disabled, inputRef }: DropZoneProps) {
  const id = useId();
  const t = useT(toolMessages);
  const run = useT(runMessages);
  const { label, hint, accept, icon } =
    kind === 'image'
      ? { label: run.uploadArea, hint: run.uploadAreaHint, accept: IMAGE_ACCEPT, icon: <ImageUp size={36} strokeWidth={1.75} /> }
      : { label: t.dropZoneLabel, hint: t.dropZoneHint, accept: SPREADSHEET_ACCEPT, icon: <FolderOpen size={36} strokeWidth={1.75} /> };
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) {
      onFile(file, 'drop');
    }
  };

  return (
    <label
      htmlFor={id}
      className={`tool-dropzone${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="tool-sr-only"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clear so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) {
            onFile(file, 'picker');
          }
        }}
      />
      <span className="tool-dropzone-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="tool-dropzone-label">{dragging ? t.dropZoneActive : label}</span>
      <span id={`${id}-hint`} className="tool-dropzone-hint">
        {hint}
      </span>
    </label>
  );
}
