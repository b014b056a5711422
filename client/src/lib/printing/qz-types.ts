// The part of qz-tray 2.3's API the printing module uses (the package ships no types).

export type QzPromiseResolver<T> = (resolve: (value: T) => void, reject: (reason?: unknown) => void) => void;

export interface QzConfig {
  /** Opaque to the module. */
  readonly __qzConfig?: never;
}

export type QzPrintData = {type: 'raw'; format: 'command'; flavor: 'plain'; data: string} | {type: 'pixel'; format: 'pdf'; flavor: 'base64'; data: string};

export interface QzPixelOptions {
  scaleContent?: boolean;
  size?: {width: number; height: number};
  units?: 'in' | 'cm' | 'mm';
}

export interface Qz {
  websocket: {
    isActive(): boolean;
    connect(options?: {retries?: number; delay?: number}): Promise<void>;
    disconnect(): Promise<void>;
  };
  printers: {find(query?: string): Promise<string[] | string>};
  configs: {create(printer: string, options?: QzPixelOptions): QzConfig};
  print(config: QzConfig, data: QzPrintData[]): Promise<void>;
  security: {
    setCertificatePromise(handler: QzPromiseResolver<string>): void;
    setSignatureAlgorithm(algorithm: 'SHA512'): void;
    setSignaturePromise(factory: (toSign: string) => QzPromiseResolver<string>): void;
  };
  api: {getVersion(): Promise<string>};
}
