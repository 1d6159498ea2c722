import { useId, useState, type DragEvent, type ReactNode } from 'react';

interface DropZoneProps {
  label: string;
  hint: string;
  activeLabel: string;
  accept: string;
  onFile: (file: File, via: 'picker' | 'drop') => void;
  icon?: ReactNode;
  disabled?: boolean;
  /** Lets a parent open the picker (Analyze New Image). */
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * Click-or-drag file area. The real <input type=file> stays in the tab order (visually hidden) and
 * the whole zone is its <label>: Space/Enter open the picker and screen readers hear the label.
 */
export function DropZone({ label, hint, activeLabel, accept, onFile, icon, disabled, inputRef }: DropZoneProps) {
  const id = useId();
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
      {icon ? (
        <span className="tool-dropzone-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="tool-dropzone-label">{dragging ? activeLabel : label}</span>
      <span id={`${id}-hint`} className="tool-dropzone-hint">
        {hint}
      </span>
    </label>
  );
}
