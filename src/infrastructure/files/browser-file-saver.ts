import type { FileSaver } from '../../application/ports/file-saver';

/** Saves a file through the browser's download (a temporary object URL on a clicked link). */
export class BrowserFileSaver implements FileSaver {
  save(fileName: string, file: Blob): void {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started; the URL is released once the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
