/** Hands a file to the user (the browser's download). */
export interface FileSaver {
  save(fileName: string, file: Blob): void;
}
export const FileSaver = Symbol.for('FileSaver');
