import debugFactory from 'debug';

/**
 * LoopBack creates a `debug` logger for every request context, and each creation asks whether
 * stderr is a terminal (a system call per context, several per request). The answer cannot change
 * while the process runs, so it is asked once. Import before LoopBack creates any context.
 */
const factory = debugFactory as unknown as {useColors(): boolean};
const colors = factory.useColors();
factory.useColors = () => colors;
