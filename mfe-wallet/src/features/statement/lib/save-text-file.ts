/** Makes the browser save `text` as a file named `fileName` (a Blob behind a temporary download link). */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; a later revoke keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
