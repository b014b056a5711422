import {againOnDeadlock} from '../../jobs/job-runner';

const failure = (code: string) => Object.assign(new Error(code), {code});

describe('againOnDeadlock', () => {
  it('does the work again after PostgreSQL ended it as one side of a deadlock', async () => {
    let calls = 0;
    const answer = await againOnDeadlock(async () => {
      if (++calls < 3) throw failure('40P01');
      return 'done';
    });
    expect([answer, calls]).toEqual(['done', 3]);
  });

  it('passes any other failure on at once, and a deadlock after the last attempt', async () => {
    let calls = 0;
    const failing = (code: string) => async () => {
      calls++;
      throw failure(code);
    };
    await expect(againOnDeadlock(failing('23505'))).rejects.toMatchObject({code: '23505'});
    expect(calls).toBe(1);
    calls = 0;
    await expect(againOnDeadlock(failing('40P01'), 2)).rejects.toMatchObject({code: '40P01'});
    expect(calls).toBe(2);
  });
});
