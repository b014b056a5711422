import {cleanup, configure} from '@testing-library/react';
import {afterEach} from 'vitest';

// A findBy waits for what a screen shows after a request and a render of MUI's components in jsdom:
// well under a second alone, but the default 1 s is that work's limit on 2 busy cores, not a hang's.
configure({asyncUtilTimeout: 4_000});

afterEach(() => cleanup());
