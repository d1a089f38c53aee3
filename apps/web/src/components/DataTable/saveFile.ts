// Browser downloads (docs/rules/calls.md: CSV, Excel and PDF exports happen in the browser).

/** Saves text or bytes as a file through a temporary object URL. */
export function saveFile(fileName: string, content: string | Blob | ArrayBuffer | Uint8Array, mime = 'text/csv;charset=utf-8'): void {
  const blob = content instanceof Blob ? content : new Blob([content as BlobPart], { type: mime });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next turn: Chromium has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
