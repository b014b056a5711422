// The XSD check's own thread: xmllint (WebAssembly) compiled once for the process, run once per file.
// xmllint is a command-line program, so every file gets a fresh instance of the compiled module
// (milliseconds) instead of a new thread that compiles 780 KB of WebAssembly (100 ms and more).
import fs from 'node:fs';
import {parentPort} from 'node:worker_threads';
import type {XsdJob, XsdResult} from './xsd-validator';

// @types/node 20 does not declare WebAssembly: the three calls made here, their values opaque.
type WasmModule = object;
type WasmInstance = object;
declare const WebAssembly: {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<WasmInstance>;
  Memory: new (descriptor: {initial: number; maximum: number}) => object;
};

interface XmllintModuleOptions {
  inputFiles: {fileName: string; contents: string}[];
  arguments: string[];
  print(text: string): void;
  printErr(text: string): void;
  onExit(code: number): void;
  onAbort(reason: unknown): void;
  wasmMemory: object;
  instantiateWasm(imports: object, done: (instance: WasmInstance, module: WasmModule) => void): object;
}

// The package's Emscripten factory; its own worker loop ignores messages that are not its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const xmllint = require('xmllint-wasm/xmllint-node.js') as (options: XmllintModuleOptions) => Promise<unknown>;
const compiled = WebAssembly.compile(fs.readFileSync(require.resolve('xmllint-wasm/xmllint.wasm')));
// 32 MiB to start, 256 MiB at most (64 KiB pages): a batch of thousands of transactions fits.
const INITIAL_PAGES = 512;
const MAX_PAGES = 4096;

async function run({xml, xmlName, schema, schemaName}: XsdJob): Promise<Omit<XsdResult, 'id'>> {
  const module = await compiled;
  let stderr = '';
  return new Promise(resolve => {
    const ran = xmllint({
      inputFiles: [
        {fileName: xmlName, contents: xml},
        {fileName: schemaName, contents: schema},
      ],
      arguments: ['--schema', schemaName, '--noout', xmlName],
      print: () => undefined,
      printErr: text => (stderr += `${text}\n`),
      onExit: code => resolve({exitCode: code, stderr}),
      onAbort: reason => resolve({exitCode: -1, stderr: `WASM Abort: ${String(reason)}`}),
      wasmMemory: new WebAssembly.Memory({initial: INITIAL_PAGES, maximum: MAX_PAGES}),
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(module, imports).then(
          instance => done(instance, module),
          (error: unknown) => resolve({exitCode: -1, stderr: `WASM instantiate: ${String(error)}`}),
        );
        return {};
      },
    });
    // xmllint ends by calling exit(), which Emscripten throws as ExitStatus after onExit has run.
    ran.catch(() => undefined);
  });
}

parentPort!.on('message', (job: XsdJob & {id: number}) => {
  run(job).then(
    result => parentPort!.postMessage({id: job.id, ...result} satisfies XsdResult),
    (error: unknown) => parentPort!.postMessage({id: job.id, exitCode: -1, stderr: String(error)} satisfies XsdResult),
  );
});
