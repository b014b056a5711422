// qz-tray ships no types; the printing module (lib/printing/qz-types.ts) types the part it uses.
declare module 'qz-tray' {
  const qz: unknown;
  export default qz;
}
