import bwipjs from 'bwip-js';

/**
 * The Code 128 bars of a text, from bwip-js: module widths alternating bar, space, bar...,
 * starting with a bar, quiet zones excluded. The PDF draws them as vector rectangles (sharp at any
 * printer resolution); the ZPL lets the Zebra draw them (^BC) and only needs their total width.
 */
export function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw({bcid: 'code128', text});
  if (!symbol || !('sbs' in symbol)) throw new Error(`Cannot encode ${text} as Code 128`);
  return symbol.sbs;
}

export const totalModules = (modules: number[]) => modules.reduce((sum, width) => sum + width, 0);
