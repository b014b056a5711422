/** The parts of a file answer: its type, name and bytes, and how the browser takes it. */
export interface FileParts {
  contentType: string;
  fileName: string;
  /** inline: the browser shows it (a PDF, an image); attachment: it saves it (a payment file, the export). */
  disposition: 'inline' | 'attachment';
  /** The bytes, or chunks written as they come (the order export, never held whole). */
  body: Buffer | string | AsyncIterable<string>;
}

/**
 * An answer that is a file (a document, a payment file, a valuation image, the order export): a
 * controller returns it as it returns any answer, and the pipeline's send step writes its headers
 * and bytes. Controllers map HTTP by what they return, never by writing the response.
 */
export class FileAnswer {
  constructor(readonly file: FileParts) {}

  /** Content-Disposition with a name of safe characters only (a quote or a line break cannot reach the header). */
  get disposition(): string {
    return `${this.file.disposition}; filename="${this.file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
  }
}
