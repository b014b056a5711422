// Read by the `debug` module when it loads: with colours decided here, creating a debug logger (one
// per request context in LoopBack) no longer asks whether stderr is a terminal.
process.env.DEBUG_COLORS ??= 'false';
