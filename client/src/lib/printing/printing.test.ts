import {afterEach, describe, expect, it, vi} from 'vitest';
import {createPrinting, NOT_RUNNING_BELIEVED_MS, QZ_NOT_RUNNING, type PrintDocument, type PrintingDeps} from './printing';
import type {Qz, QzPixelOptions, QzPrintData} from './qz-types';
import {printerChoiceKey} from './printer-choice';

/** A QZ Tray double: records connects, configs and print jobs; can refuse to connect. */
function fakeQz(options: {running?: boolean; printers?: string[]; printError?: string} = {}) {
  const jobs: {printer: string; options?: QzPixelOptions; data: QzPrintData[]}[] = [];
  let active = false;
  const security = {
    certificate: undefined as undefined | (() => Promise<string>),
    algorithm: undefined as string | undefined,
    sign: undefined as undefined | ((s: string) => Promise<string>),
  };
  const qz: Qz = {
    websocket: {
      isActive: () => active,
      connect: vi.fn(async () => {
        if (options.running === false) throw new Error('Unable to establish connection with QZ');
        active = true;
      }),
      disconnect: async () => {
        active = false;
      },
    },
    printers: {find: async () => options.printers ?? ['Zebra ZD420', 'HP LaserJet']},
    configs: {create: (printer, pixel) => ({printer, pixel}) as never},
    print: vi.fn(async (config, data) => {
      if (options.printError) throw new Error(options.printError);
      const {printer, pixel} = config as unknown as {printer: string; pixel?: QzPixelOptions};
      jobs.push({printer, options: pixel, data});
    }),
    security: {
      setCertificatePromise: handler => {
        security.certificate = () => new Promise(handler);
      },
      setSignatureAlgorithm: algorithm => {
        security.algorithm = algorithm;
      },
      setSignaturePromise: factory => {
        security.sign = toSign => new Promise(factory(toSign));
      },
    },
    api: {getVersion: async () => '2.2.4'},
  };
  return {qz, jobs, security};
}

const PDF = new Blob(['%PDF-1.3 test'], {type: 'application/pdf'});

function givenPrinting(qz: Qz, overrides: Partial<PrintingDeps> = {}) {
  const storage = window.localStorage;
  storage.clear();
  const fetched: {document: PrintDocument; format: string}[] = [];
  const opened: string[] = [];
  const deps: PrintingDeps = {
    loadQz: async () => qz,
    fetchDocument: async (document, format) => {
      fetched.push({document, format});
      return format === 'zpl' ? `^XA^FD${document.kind}^FS^XZ` : PDF;
    },
    fetchCertificate: async () => null,
    sign: async () => 'signature',
    memberId: async () => 7,
    storage,
    openTab: url => {
      opened.push(url);
      return {} as Window;
    },
    createObjectURL: () => 'blob:http://localhost/pdf-1',
    ...overrides,
  };
  return {printing: createPrinting(deps), fetched, opened, storage};
}

describe('the printing module', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the carrier label as raw ZPL to the chosen label printer', async () => {
    const {qz, jobs} = fakeQz();
    const {printing, fetched} = givenPrinting(qz);
    await printing.choosePrinters({label: 'Zebra ZD420', a4: 'HP LaserJet'});
    await expect(printing.printCarrierLabel(42)).resolves.toEqual({via: 'qz', printer: 'Zebra ZD420'});
    expect(fetched).toEqual([{document: {kind: 'carrier-label', orderId: 42}, format: 'zpl'}]);
    expect(jobs).toEqual([
      {printer: 'Zebra ZD420', options: undefined, data: [{type: 'raw', format: 'command', flavor: 'plain', data: '^XA^FDcarrier-label^FS^XZ'}]},
    ]);
  });

  it("prints a carrier's PDF label (Royal Mail) as an image on the label printer, 10 x 13 cm", async () => {
    const {qz, jobs} = fakeQz();
    const {printing} = givenPrinting(qz, {fetchDocument: async () => PDF});
    await printing.choosePrinters({label: 'Zebra ZD420', a4: 'HP LaserJet'});
    await expect(printing.printCarrierLabel(42)).resolves.toEqual({via: 'qz', printer: 'Zebra ZD420'});
    expect(jobs).toEqual([
      {
        printer: 'Zebra ZD420',
        options: {scaleContent: true, size: {width: 10, height: 13}, units: 'cm'},
        data: [{type: 'pixel', format: 'pdf', flavor: 'base64', data: btoa('%PDF-1.3 test')}],
      },
    ]);
  });

  it('sends the invoice as base64 PDF to the A4 printer, unscaled on A4', async () => {
    const {qz, jobs} = fakeQz();
    const {printing, fetched} = givenPrinting(qz);
    await printing.choosePrinters({label: 'Zebra ZD420', a4: 'HP LaserJet'});
    await expect(printing.printInvoice(42)).resolves.toEqual({via: 'qz', printer: 'HP LaserJet'});
    expect(fetched).toEqual([{document: {kind: 'invoice', orderId: 42}, format: 'pdf'}]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].printer).toBe('HP LaserJet');
    expect(jobs[0].options).toEqual({scaleContent: false, size: {width: 8.27, height: 11.69}, units: 'in'});
    expect(jobs[0].data).toEqual([{type: 'pixel', format: 'pdf', flavor: 'base64', data: btoa('%PDF-1.3 test')}]);
  });

  it('prints the valuation label and the test pages on the right printers', async () => {
    const {qz, jobs} = fakeQz();
    const {printing} = givenPrinting(qz);
    await printing.choosePrinters({label: 'Zebra', a4: 'Laser'});
    await printing.printValuationLabel(5);
    await printing.printTestPage('label');
    await printing.printTestPage('a4');
    expect(jobs.map(job => [job.printer, job.data[0].type])).toEqual([
      ['Zebra', 'raw'],
      ['Zebra', 'raw'],
      ['Laser', 'pixel'],
    ]);
  });

  it('opens the PDF in a new tab when QZ Tray is not running, and prints nothing', async () => {
    const {qz, jobs} = fakeQz({running: false});
    const {printing, fetched, opened} = givenPrinting(qz);
    const outcome = await printing.printCarrierLabel(42);
    expect(outcome).toMatchObject({via: 'pdf-tab', url: 'blob:http://localhost/pdf-1', opened: true});
    expect(outcome.via === 'pdf-tab' && outcome.reason).toContain(QZ_NOT_RUNNING);
    expect(fetched).toEqual([{document: {kind: 'carrier-label', orderId: 42}, format: 'pdf'}]);
    expect(opened).toEqual(['blob:http://localhost/pdf-1']);
    expect(jobs).toEqual([]);
    await expect(printing.qzStatus()).resolves.toMatchObject({running: false});
  });

  it('never opens a tab for the valuation label by itself: the valuer is typing; the label is its url', async () => {
    const {qz} = fakeQz({running: false});
    const {printing, fetched, opened} = givenPrinting(qz);
    const outcome = await printing.printValuationLabel(7);
    expect(outcome).toMatchObject({via: 'pdf-tab', url: 'blob:http://localhost/pdf-1', opened: false});
    expect(fetched).toEqual([{document: {kind: 'valuation-label', orderId: 7}, format: 'pdf'}]);
    expect(opened).toEqual([]);
  });

  it('believes a failed connection for a while, so each document does not wait for it; the status check tries again', async () => {
    // Only the clock is fake: it stands still until the test moves it past the while.
    vi.useFakeTimers({toFake: ['Date']});
    const {qz} = fakeQz({running: false});
    const {printing} = givenPrinting(qz);
    await printing.printCarrierLabel(1);
    await printing.printInvoice(1);
    expect(qz.websocket.connect).toHaveBeenCalledTimes(1);
    await printing.qzStatus();
    expect(qz.websocket.connect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(NOT_RUNNING_BELIEVED_MS);
    await printing.printInvoice(2);
    expect(qz.websocket.connect).toHaveBeenCalledTimes(3);
  });

  it('says when the browser blocked the tab, so the screen offers a link', async () => {
    const {qz} = fakeQz({running: false});
    const {printing} = givenPrinting(qz, {openTab: () => null});
    await expect(printing.printInvoice(1)).resolves.toMatchObject({via: 'pdf-tab', opened: false});
  });

  it('throws the reason: no printer chosen, the server refusing, QZ Tray failing', async () => {
    const {qz} = fakeQz();
    const {printing} = givenPrinting(qz);
    await expect(printing.printCarrierLabel(1)).rejects.toThrow('No label printer is chosen on this computer: choose one in Printer settings');
    await printing.choosePrinters({label: 'Zebra'});
    await expect(printing.printInvoice(1)).rejects.toThrow('No A4 printer is chosen');

    const refusing = givenPrinting(qz, {
      fetchDocument: () => Promise.reject({error: {statusCode: 404, name: 'NotFoundError', message: 'Cannot find order'}}),
    });
    await refusing.printing.choosePrinters({label: 'Zebra'});
    await expect(refusing.printing.printCarrierLabel(999)).rejects.toThrow(/^Cannot find order$/);

    const broken = fakeQz({printError: 'Printer is offline'});
    const failing = givenPrinting(broken.qz);
    await failing.printing.choosePrinters({label: 'Zebra'});
    await expect(failing.printing.printCarrierLabel(1)).rejects.toThrow('QZ Tray could not print on Zebra: Printer is offline');

    const notRunning = givenPrinting(fakeQz({running: false}).qz, {fetchDocument: () => Promise.reject({error: {message: 'Order has no bar code'}})});
    await expect(notRunning.printing.printCarrierLabel(1)).rejects.toThrow(/^Order has no bar code$/);
  });

  it('keeps the printers per member in localStorage', async () => {
    const {qz} = fakeQz();
    const {printing, storage} = givenPrinting(qz);
    await printing.choosePrinters({label: 'Zebra', a4: 'Laser'});
    expect(JSON.parse(storage.getItem(printerChoiceKey(7))!)).toEqual({label: 'Zebra', a4: 'Laser'});
    const other = createPrinting({...givenPrintingDeps(qz), storage, memberId: async () => 8});
    await expect(other.printerChoice()).resolves.toEqual({});
    await expect(printing.printerChoice()).resolves.toEqual({label: 'Zebra', a4: 'Laser'});
    await expect(printing.findPrinters()).resolves.toEqual(['Zebra ZD420', 'HP LaserJet']);
  });

  it('sets the signing promises only when the server has a certificate, signing with SHA512', async () => {
    const unsigned = fakeQz();
    const a = givenPrinting(unsigned.qz);
    await a.printing.qzStatus();
    expect(unsigned.security.certificate).toBeUndefined();
    expect(unsigned.security.sign).toBeUndefined();

    const signed = fakeQz();
    const sign = vi.fn(async (request: string) => `signed:${request}`);
    const b = givenPrinting(signed.qz, {fetchCertificate: async () => '-----BEGIN CERTIFICATE-----', sign});
    await expect(b.printing.qzStatus()).resolves.toEqual({running: true, version: '2.2.4'});
    expect(signed.security.algorithm).toBe('SHA512');
    await expect(signed.security.certificate!()).resolves.toBe('-----BEGIN CERTIFICATE-----');
    await expect(signed.security.sign!('abc')).resolves.toBe('signed:abc');
    expect(sign).toHaveBeenCalledWith('abc');
  });
});

function givenPrintingDeps(qz: Qz): PrintingDeps {
  return {
    loadQz: async () => qz,
    fetchDocument: async () => PDF,
    fetchCertificate: async () => null,
    sign: async () => '',
    memberId: async () => 7,
    openTab: () => null,
    createObjectURL: () => 'blob:x',
  };
}
