/** An answer already serialized (by PostgreSQL): the writer sends the text as it is. */
export class JsonText {
  constructor(readonly text: string) {}
  /** Anything that serializes it the ordinary way still gets the same value. */
  toJSON() {
    return JSON.parse(this.text);
  }
}
