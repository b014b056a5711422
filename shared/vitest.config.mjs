import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // The shared rules are pure functions: the files share one worker and the modules it loaded
    // (the bank tables, the password list) instead of each importing them again: 20 s -> 4 s. So a
    // test here mocks no module and leaves no state behind in one.
    isolate: false,
  },
});
