export * from './document-types';
export * from './labels';
export * from './letters';
export {zplField} from './zpl';
export * from './police-report';
