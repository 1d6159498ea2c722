/**
 * Fetch a file from the API and hand it to the browser as a download. Spec section 7: calls include
 * credentials; a non-OK answer is an error "status: text".
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
