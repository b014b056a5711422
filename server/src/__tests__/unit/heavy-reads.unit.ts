import {TakeTurns} from '../../repositories/query/heavy-reads';

describe('TakeTurns', () => {
  it('runs at most its width at once and the rest in arrival order', async () => {
    const turns = new TakeTurns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise(resolve => setTimeout(resolve, 5));
      order.push(n);
      running--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(n => turns.run(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5, 6]);
  });

  it('passes the turn on when a task fails', async () => {
    const turns = new TakeTurns(1);
    const failing = turns.run(async () => {
      throw new Error('boom');
    });
    const next = turns.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
