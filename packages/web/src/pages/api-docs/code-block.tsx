/** Code blocks scroll sideways on small screens, so they must be reachable with the keyboard. */
export function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre tabIndex={0} aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}
