/** A refusal shown and announced at once: what failed, then the server's words (already in the page's language). */
export function ErrorNote({ title, message }: { title: string; message: string | null }) {
  if (message === null) {
    return null;
  }
  return (
    <div role="alert" className="tool-field-error">
      <p className="store-alert-title">{title}</p>
      <p>{message}</p>
    </div>
  );
}
