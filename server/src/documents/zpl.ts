import {code128Modules, totalModules} from './code128';
import {LABEL_DOTS} from './document-types';

// ZPL II for a Zebra at 203 dpi (8 dots a millimetre): a 10 x 13 cm label is 800 x 1040 dots.

/**
 * Field data safe inside ^FH_ ... ^FD ... ^FS: the caret and tilde (ZPL commands), the underscore
 * (the ^FH escape) as hexadecimal escapes, control characters dropped. Text travels as UTF-8 (^CI28).
 */
export function zplField(text: string): string {
  return [...text]
    .map(char => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char))
    .join('')
    .replace(/[_^~]/g, char => `_${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** A text line at (x, y) in the scalable font 0, `height` dots high. */
export const zplText = (x: number, y: number, height: number, text: string) => `^FO${x},${y}^A0N,${height},${height}^FH_^FD${zplField(text)}^FS`;

/** A horizontal rule across the label at y. */
export const zplRule = (y: number, margin = 40) => `^FO${margin},${y}^GB${LABEL_DOTS.width - 2 * margin},3,3^FS`;

/**
 * A Code 128 (^BC, automatic subsets) of `text`, centred, `height` dots high with the text printed
 * under it; the module width (^BY) is the largest, up to 4 dots, that fits `maxWidth`.
 */
export function zplCode128(text: string, y: number, height: number, maxWidth = LABEL_DOTS.width - 80): string {
  const modules = totalModules(code128Modules(text));
  const module = Math.max(1, Math.min(4, Math.floor(maxWidth / modules)));
  const x = Math.max(0, Math.round((LABEL_DOTS.width - modules * module) / 2));
  return `^FO${x},${y}^BY${module}^BCN,${height},Y,N,N,A^FH_^FD${zplField(text)}^FS`;
}

/** A whole label: the format's start, size and UTF-8, the fields, the end. */
export function zplLabel(fields: string[]): string {
  return ['^XA', '^CI28', `^PW${LABEL_DOTS.width}`, `^LL${LABEL_DOTS.length}`, '^LH0,0', ...fields, '^XZ'].join('\n') + '\n';
}
